import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'accounts',
  'catalog',
  'ads',
  'jobs',
  'auctions',
  'wishlist',
  'chat',
  'community',
  'pages',
] as const;

type LanguageModule = { resources: Record<string, Record<string, unknown>> };

// One lazily loaded chunk per language: a visitor downloads only the language they read.
const languageModules = import.meta.glob<LanguageModule>('../locales/*/index.ts');

/** Adds every namespace of `lng` to i18next (once); resolves when they are usable. */
export async function loadLanguage(lng: string): Promise<void> {
  const language = isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
  if (i18n.hasResourceBundle(language, 'common')) return;
  const load = languageModules[`../locales/${language}/index.ts`];
  if (!load) return;
  const { resources } = await load();
  for (const [ns, content] of Object.entries(resources)) {
    i18n.addResourceBundle(language, ns, content, true, true);
  }
  // Re-resolve the active language now that its texts exist (sets resolvedLanguage).
  if (sanitizeLanguage(i18n.language ?? '') === language) await i18n.changeLanguage(language);
}

/** Loads the detected language (the app renders after this resolves). */
export const loadCurrentLanguage = (): Promise<void> => loadLanguage(currentLanguage());

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * Reduces a detected value to a supported language code, or '' so the detector ignores it.
 * Anything that is not a plain language tag (`<script>…`, quotes, spaces) is refused outright.
 */
export function sanitizeLanguage(value: string): string {
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(value)) return '';
  const base = value.split(/[-_]/)[0]!.toLowerCase();
  return isSupportedLanguage(base) ? base : '';
}

export function applyDocumentLanguage(lng: string | undefined): void {
  const language = sanitizeLanguage(lng ?? '') || FALLBACK_LANGUAGE;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** The active language, reduced to a supported code. */
export function currentLanguage(): Language {
  const lng =
    sanitizeLanguage(i18n.language ?? '') || sanitizeLanguage(i18n.resolvedLanguage ?? '');
  return isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: sanitizeLanguage,
    },
  });

applyDocumentLanguage(i18n.language);

export { i18n };
