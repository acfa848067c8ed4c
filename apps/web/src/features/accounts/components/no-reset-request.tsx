import { webPaths } from '@souq/contract/web-paths';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { AuthCard, authLinkClass } from './auth-card';

/** A reset step opened without the previous one (a shared link, a new tab): start from the top. */
export function NoResetRequest({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard
      title={title}
      footer={
        <Link to={webPaths.login} className={authLinkClass}>
          {t('back-to-login')}
        </Link>
      }
    >
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p>{message}</p>
      </div>
      <Button to={webPaths.forgetPassword} fullWidth className="mt-6">
        {t('forget.title')}
      </Button>
    </AuthCard>
  );
}
