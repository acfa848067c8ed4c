import type { LoginBody } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useLogin } from '../../features/accounts/api/login';
import {
  AuthCard,
  authInputClass,
  authLinkClass,
} from '../../features/accounts/components/auth-card';
import { loadAccountRules } from '../../features/accounts/lib/account-form-errors';
import { lazyResolver } from '../../lib/lazy-rules';

// The contract's rules (zod) load when the form is first checked, not with the page.
const loadRules = () =>
  Promise.all([loadAccountRules(), import('@hookform/resolvers/zod')]).then(
    ([{ loginSchema }, { zodResolver }]) => zodResolver(loginSchema) as Resolver<LoginBody>,
  );
const resolver = lazyResolver(loadRules, (loginResolver) => loginResolver);

/** The one message of a refused form: something missing, else the address, else the rest. */
function loginErrorKey(values: LoginBody, issues: FieldErrors<LoginBody>) {
  if (!values.email.trim() || !values.password) return 'validation:login.required' as const;
  if (issues.email) return 'validation:login.email' as const;
  // Only a password beyond the contract's length is left: the server would refuse it too.
  return 'validation:login.failed' as const;
}

export default function LoginRoute() {
  const { t } = useTranslation(['accounts', 'validation', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const { register, handleSubmit, getValues } = useForm<LoginBody>({
    defaultValues: { email: '', password: '' },
    resolver,
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: login, isPending: isSubmitting } = useLogin();

  const signIn = async (body: LoginBody) => {
    setError(null);
    try {
      await login(body);
      const target = from
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : webPaths.home;
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
          <Link to={webPaths.register} className={authLinkClass}>
            {t('common:nav.signup')}
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(signIn, (issues) => setError(t(loginErrorKey(getValues(), issues))))}
        className="space-y-4"
      >
        <label className="block text-sm font-medium text-slate-800">
          {t('fields.email')}
          <input
            type="email"
            autoComplete="email"
            {...register('email')}
            className={authInputClass}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('fields.password')}
          <input
            type="password"
            autoComplete="current-password"
            {...register('password')}
            className={authInputClass}
          />
        </label>
        <div className="text-end text-sm">
          <Link to={webPaths.forgetPassword} className={authLinkClass}>
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
