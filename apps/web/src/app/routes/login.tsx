import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useLogin } from '../../features/accounts/api/login';
import {
  AuthCard,
  authInputClass,
  authLinkClass,
} from '../../features/accounts/components/auth-card';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function LoginRoute() {
  const { t } = useTranslation(['accounts', 'validation', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: login, isPending: isSubmitting } = useLogin();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t('validation:login.required'));
    if (!EMAIL_PATTERN.test(email.trim())) return setError(t('validation:login.email'));
    setError(null);
    try {
      await login({ email: email.trim(), password });
      const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/home';
      void navigate(target, { replace: true });
    } catch {
      setError(t('validation:login.failed'));
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.no-account')}{' '}
          <Link to="/register" className={authLinkClass}>
            {t('common:nav.signup')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <label className="block text-sm font-medium text-slate-800">
          {t('fields.email')}
          <input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={authInputClass}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('fields.password')}
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={authInputClass}
          />
        </label>
        <div className="text-end text-sm">
          <Link to="/forget-password" className={authLinkClass}>
            {t('login.forgot')}
          </Link>
        </div>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
