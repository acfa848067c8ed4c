import { ChevronDown, Globe } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../lib/browser';
import { cn } from '../lib/cn';
import {
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  loadLanguage,
  SUPPORTED_LANGUAGES,
} from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';
import { SaudiFlag, UkFlag } from './flags';

export const LANGUAGE_RELOAD_DELAY_MS = 100;

const flags: Record<Language, typeof UkFlag> = { en: UkFlag, ar: SaudiFlag };

export interface LanguageSwitcherProps {
  /** Called 100 ms after a choice; reloads the page by default. */
  onReload?: () => void;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

export function LanguageSwitcher({
  onReload = reloadPage,
  inverted = false,
}: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  const current: Language = currentLanguage();
  const CurrentFlag = flags[current];

  const choose = (lng: Language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    document.documentElement.lang = lng;
    document.documentElement.dir = i18n.dir(lng);
    setOpen(false);
    void loadLanguage(lng).then(() => i18n.changeLanguage(lng));
    setTimeout(onReload, LANGUAGE_RELOAD_DELAY_MS);
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('language.button', { current: t(`language.${current}`) })}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-xl px-2 sm:px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
          inverted ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Globe className="size-4" aria-hidden="true" />
        <CurrentFlag />
        <span className="hidden sm:inline">{t(`language.${current}`)}</span>
        <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('language.label')}
          className="absolute end-0 top-full z-50 mt-2 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {SUPPORTED_LANGUAGES.map((lng) => {
            const Flag = flags[lng];
            return (
              <button
                key={lng}
                type="button"
                role="option"
                aria-selected={lng === current}
                lang={lng}
                onClick={() => choose(lng)}
                className={cn(
                  'flex w-full items-center gap-3 px-4 py-2.5 text-start text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none',
                  lng === current ? 'font-semibold text-brand-800' : 'text-slate-700',
                )}
              >
                <Flag />
                {t(`language.${lng}`)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
