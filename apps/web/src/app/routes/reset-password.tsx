import { webPaths } from '@souq/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-field';
import { useResetPassword } from '../../features/accounts/api/reset-password';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';
import { NoResetRequest } from '../../features/accounts/components/no-reset-request';
import { NewPasswordFields } from '../../features/accounts/components/password-fields';
import { clearResetFlow, readResetFlow } from '../../features/accounts/lib/reset-flow';
import { useAccountForm } from '../../features/accounts/lib/use-account-form';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { splitServerErrors } from '../../lib/server-errors';
import { playSound } from '../../lib/sounds';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

export default function ResetPasswordRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  const { formRef, formError, fieldErrors, set, onSubmit, values } = useAccountForm<NewPassword>(
    (rules) => rules.newPasswordSchema,
    { password: '', password_confirmation: '' },
  );
  const { mutateAsync: resetPassword, isPending, isSuccess } = useResetPassword();
  // After success the page leaves: the button stays busy until it has.
  const isSubmitting = isPending || isSuccess;

  if (!flow?.resetToken) {
    return <NoResetRequest title={t('reset.title')} message={t('reset.no-request')} />;
  }
  const resetToken = flow.resetToken;

  const send = async (passwords: NewPassword) => {
    if (isSubmitting) return;
    const message = await resetPassword({ reset_token: resetToken, ...passwords });
    clearResetFlow();
    playSound('success');
    void notify('success', message || t('reset.done'));
    void navigate(webPaths.login, { replace: true });
  };
  const serverErrors = (error: unknown) =>
    splitServerErrors(error, ['password', 'password_confirmation']);

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to={webPaths.login} className={authLinkClass}>
          {t('back-to-login')}
        </Link>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit(send, serverErrors)} className="grid gap-4">
        <NewPasswordFields
          values={values}
          onChange={(field, value) => set(field, value)}
          errors={fieldErrors}
        />
        {formError && (
          <div className="grid gap-2">
            <FormAlert message={formError} />
            <Link to={webPaths.forgetPassword} className={cn(authLinkClass, 'text-sm')}>
              {t('reset.start-again')}
            </Link>
          </div>
        )}
        <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
