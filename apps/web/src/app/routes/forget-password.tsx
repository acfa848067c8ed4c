import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';

export default function ForgetPasswordRoute() {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard
      title={t('forget.title')}
      subtitle={t('forget.subtitle')}
      footer={
        <Link to="/login" className={authLinkClass}>
          {t('back-to-login')}
        </Link>
      }
    >
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p>{t('forget.unavailable')}</p>
      </div>
    </AuthCard>
  );
}
