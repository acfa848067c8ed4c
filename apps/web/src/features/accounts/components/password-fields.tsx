import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { cn } from '../../../lib/cn';
import { passwordRules } from '../lib/password-rules';

/** The password rules, ticked off while typing: at least 8 characters, a letter and a digit. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('accounts');
  const rules = passwordRules(password);
  return (
    <ul id={id} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {(['length', 'letter', 'digit'] as const).map((rule) => (
        <li
          key={rule}
          className={cn(
            'flex items-center gap-1',
            rules[rule] ? 'text-brand-700' : 'text-slate-500',
          )}
        >
          {rules[rule] ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <Circle className="size-3" aria-hidden="true" />
          )}
          {t(`password-rules.${rule}`)}
          <span className="sr-only">
            {rules[rule] ? t('password-rules.met') : t('password-rules.unmet')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A new password and its confirmation, with the rules shown under the first. */
export function PasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  labels,
}: {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string | null; password_confirmation?: string | null };
  labels?: { password: string; confirmation: string };
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className="grid gap-4">
      <TextField
        type="password"
        autoComplete="new-password"
        label={labels?.password ?? t('fields.password')}
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        hint={<PasswordRules password={password} />}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={labels?.confirmation ?? t('fields.password-confirmation')}
        value={confirmation}
        onChange={onConfirmationChange}
        error={errors.password_confirmation}
      />
    </div>
  );
}

type NewPassword = { password: string; password_confirmation: string };

/** A replacement password and its confirmation (a reset, a change), labelled as the new one. */
export function NewPasswordFields({
  values,
  onChange,
  errors,
}: {
  values: NewPassword;
  onChange: (field: keyof NewPassword, value: string) => void;
  errors: { password?: string | null; password_confirmation?: string | null };
}) {
  const { t } = useTranslation('accounts');
  return (
    <PasswordFields
      password={values.password}
      confirmation={values.password_confirmation}
      onPasswordChange={(value) => onChange('password', value)}
      onConfirmationChange={(value) => onChange('password_confirmation', value)}
      errors={errors}
      labels={{
        password: t('fields.new-password'),
        confirmation: t('fields.password-confirmation'),
      }}
    />
  );
}
