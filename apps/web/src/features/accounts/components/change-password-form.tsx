import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { splitServerErrors } from '../../../lib/server-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { errorKeys, lazyAccountResolver } from '../lib/account-form-errors';
import { PasswordFields } from './password-fields';

interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: ChangePasswordValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/**
 * Changing the password while signed in: the current one, then the new one under the
 * registration's rules. `onChange` sends it (other sessions end, this one stays) and answers the
 * server's message; the form empties itself after success.
 */
export function ChangePasswordForm({
  onChange,
  onChanged,
  isPending,
}: {
  onChange: (values: ChangePasswordValues) => Promise<string | undefined>;
  onChanged: (message?: string) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('accounts');
  const formRef = useRef<HTMLFormElement>(null);
  const { watch, setValue, getValues, handleSubmit, reset } = useForm<ChangePasswordValues>({
    defaultValues: EMPTY,
    resolver: lazyAccountResolver((rules) => rules.changePasswordSchema),
    shouldFocusError: false,
  });
  const [current, password, confirmation] = watch([
    'current_password',
    'password',
    'password_confirmation',
  ]);
  const { fieldErrors, formError, check, showServerErrors, clearField } = useFormErrors(formRef);

  const send = async () => {
    if (isPending) return;
    check({});
    try {
      const message = await onChange(getValues());
      reset(EMPTY);
      onChanged(message);
    } catch (error) {
      showServerErrors(
        splitServerErrors(error, ['current_password', 'password', 'password_confirmation']),
      );
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="password-heading"
      onSubmit={handleSubmit(send, (issues) => check(errorKeys(issues)))}
      className="grid gap-4"
    >
      <TextField
        type="password"
        autoComplete="current-password"
        label={t('fields.current-password')}
        value={current}
        onChange={(value) => {
          setValue('current_password', value);
          clearField('current_password');
        }}
        error={fieldErrors.current_password}
      />
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => {
          setValue('password', value);
          clearField('password');
        }}
        onConfirmationChange={(value) => {
          setValue('password_confirmation', value);
          clearField('password_confirmation');
        }}
        errors={fieldErrors}
        labels={{
          password: t('fields.new-password'),
          confirmation: t('fields.password-confirmation'),
        }}
      />
      {formError && <FormAlert message={formError} />}
      <div>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('profile.password.changing') : t('profile.password.change')}
        </Button>
      </div>
    </form>
  );
}
