import { Building2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';

const accountTypes = [
  { type: 'user', icon: UserRound },
  { type: 'company', icon: Building2 },
] as const;

export default function RegisterRoute() {
  const { t } = useTranslation('accounts');
  const [type, setType] = useState<'user' | 'company'>('user');
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.have-account')}{' '}
          <Link to="/login" className={authLinkClass}>
            {t('common:nav.login')}
          </Link>
        </>
      }
    >
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-800">{t('register.type')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {accountTypes.map(({ type: value, icon: Icon }) => (
            <label
              key={value}
              className={`flex cursor-pointer flex-col gap-2 rounded-2xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                type === value
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-brand-300'
              }`}
            >
              <input
                type="radio"
                name="account-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="sr-only"
              />
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <span className="font-semibold text-slate-900">
                {t(`register.types.${value}.title`)}
              </span>
              <span className="text-xs text-slate-600">{t(`register.types.${value}.text`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-6 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        {t('register.unavailable')}
      </p>
    </AuthCard>
  );
}
