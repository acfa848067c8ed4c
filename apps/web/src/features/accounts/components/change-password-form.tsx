import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { splitServerErrors } from '../../../lib/server-errors';
import { useAccountForm } from '../lib/use-account-form';
import { NewPasswordFields } from './password-fields';

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
  const { formRef, formError, fieldErrors, set, errorOf, onSubmit, reset, values } =
    useAccountForm<ChangePasswordValues>((rules) => rules.changePasswordSchema, EMPTY);

  const send = async (passwords: ChangePasswordValues) => {
    if (isPending) return;
    const message = await onChange(passwords);
    reset(EMPTY);
    onChanged(message);
  };
  const serverErrors = (error: unknown) =>
    splitServerErrors(error, ['current_password', 'password', 'password_confirmation']);

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="password-heading"
      onSubmit={onSubmit(send, serverErrors)}
      className="grid gap-4"
    >
      <TextField
        type="password"
        autoComplete="current-password"
        label={t('fields.current-password')}
        value={values.current_password}
        onChange={(value) => set('current_password', value)}
        error={errorOf('current_password')}
      />
      <NewPasswordFields
        values={values}
        onChange={(field, value) => set(field, value)}
        errors={fieldErrors}
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
