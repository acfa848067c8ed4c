import { webPaths } from '@souq/contract/web-paths';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { FormAlert, TextField } from '../../components/form-field';
import { useSendResetCode } from '../../features/accounts/api/send-code';
import { AuthCard, authLinkClass } from '../../features/accounts/components/auth-card';
import { errorKeys, lazyAccountResolver } from '../../features/accounts/lib/account-form-errors';
import { readResetFlow, saveResetFlow } from '../../features/accounts/lib/reset-flow';
import { notify } from '../../lib/notify';
import { splitServerErrors } from '../../lib/server-errors';
import { useFormErrors } from '../../lib/use-form-errors';

export default function ForgetPasswordRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { watch, setValue, getValues, handleSubmit } = useForm<{ email: string }>({
    defaultValues: { email: readResetFlow()?.email ?? '' },
    resolver: lazyAccountResolver((rules) => rules.sendCodeSchema),
    shouldFocusError: false,
  });
  const email = watch('email');
  const { mutateAsync: sendResetCode, isPending, isSuccess } = useSendResetCode();
  // After success the page leaves: the button stays busy until it has.
  const isSubmitting = isPending || isSuccess;
  const { fieldErrors, formError, check, showServerErrors, clearField } = useFormErrors(formRef);

  const send = async () => {
    if (isSubmitting) return;
    check({});
    try {
      const address = getValues('email').trim();
      const message = await sendResetCode(address);
      saveResetFlow({ email: address, sentAt: Date.now() });
      if (message) void notify('success', message);
      void navigate(webPaths.verificationCode, { state: { email: address } });
    } catch (error) {
      showServerErrors(splitServerErrors(error, ['email']));
    }
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
        onSubmit={handleSubmit(send, (issues) => check(errorKeys(issues)))}
        className="grid gap-4"
      >
        <TextField
          type="email"
          dir="ltr"
          autoComplete="email"
          label={t('fields.email')}
          value={email}
          onChange={(value) => {
            setValue('email', value);
            clearField('email');
          }}
          error={fieldErrors.email}
        />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('forget.submitting') : t('forget.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
