import type { AccountType } from '@souq/contract';
import { Building2, ChevronLeft, ChevronRight, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const choices = [
  { type: 'user', icon: UserRound },
  { type: 'company', icon: Building2 },
] as const;

/** The first step of registration: two big cards, a person or a company. */
export function AccountTypeChoice({ onChoose }: { onChoose: (type: AccountType) => void }) {
  const { t, i18n } = useTranslation('accounts');
  const Forward = i18n.dir() === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <fieldset>
      <legend className="sr-only">{t('register.type')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {choices.map(({ type, icon: Icon }) => (
          <button
            key={type}
            type="button"
            onClick={() => onChoose(type)}
            className="group flex flex-col items-start gap-3 rounded-2xl border-2 border-slate-200 bg-white p-5 text-start transition hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="flex w-full items-center justify-between gap-2 text-lg font-semibold text-slate-900">
              <span>{t(`register.types.${type}.title`)}</span>
              <Forward
                className="size-5 text-slate-400 group-hover:text-brand-700"
                aria-hidden="true"
              />
            </span>
            <span className="text-sm text-slate-600">{t(`register.types.${type}.text`)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
