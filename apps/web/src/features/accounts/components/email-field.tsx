import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';

/** The account's e-mail address (registration, a forgotten password). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      type="email"
      dir="ltr"
      autoComplete="email"
      label={t('fields.email')}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
