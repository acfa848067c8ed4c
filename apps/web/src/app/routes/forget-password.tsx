import { webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-field';
import { useSendResetCode } from '../../features/accounts/api/send-code';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';
import { EmailField } from '../../features/accounts/components/email-field';
import { readResetFlow, saveResetFlow } from '../../features/accounts/lib/reset-flow';
import { useAccountForm } from '../../features/accounts/lib/use-account-form';
import { notify } from '../../lib/notify';
import { splitServerErrors } from '../../lib/server-errors';

export default function ForgetPasswordRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { formRef, formError, set, errorOf, onSubmit, values } = useAccountForm<{ email: string }>(
    (rules) => rules.sendCodeSchema,
    { email: readResetFlow()?.email ?? '' },
  );
  const { mutateAsync: sendResetCode, isPending, isSuccess } = useSendResetCode();
  // After success the page leaves: the button stays busy until it has.
  const isSubmitting = isPending || isSuccess;

  const send = async ({ email }: { email: string }) => {
    if (isSubmitting) return;
    const address = email.trim();
    const message = await sendResetCode(address);
    saveResetFlow({ email: address, sentAt: Date.now() });
    if (message) void notify('success', message);
    void navigate(webPaths.verificationCode, { state: { email: address } });
  };

  return (
    <AuthCard
      title={t('forget.title')}
      subtitle={t('forget.subtitle')}
      footer={
        <Link to={webPaths.login} className={authLinkClass}>
          {t('back-to-login')}
        </Link>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit(send, (error) => splitServerErrors(error, ['email']))}
        className="grid gap-4"
      >
        <EmailField
          value={values.email}
          onChange={(value) => set('email', value)}
          error={errorOf('email')}
        />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('forget.submitting') : t('forget.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
