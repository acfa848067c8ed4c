import type { Account } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { LazyImagePicker } from '../../../components/lazy-image-picker';

interface CompanyDetails {
  company_name: string;
  commercial_register: string;
  logo: File | null;
}

export interface CompanyDetailsFieldsProps {
  account: Pick<Account, 'logo'>;
  values: CompanyDetails;
  onChange: { [K in keyof CompanyDetails]: (value: CompanyDetails[K]) => void };
  errors: Record<string, string>;
}

/** A company account's own details on the profile: its logo, name and commercial register. */
export function CompanyDetailsFields({
  account,
  values,
  onChange,
  errors,
}: CompanyDetailsFieldsProps) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {t('profile.company-details')}
      </legend>
      <LazyImagePicker
        label={t('fields.logo')}
        shape="square"
        file={values.logo}
        onChange={onChange.logo}
        currentUrl={account.logo}
        error={errors.logo}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CompanyNameFields values={values} onChange={onChange} errors={errors} />
      </div>
    </fieldset>
  );
}

type NameFields = Pick<CompanyDetails, 'company_name' | 'commercial_register'>;

/** A company's name and commercial register (registration and the profile). */
export function CompanyNameFields({
  values,
  onChange,
  errors,
}: {
  values: NameFields;
  onChange: { [K in keyof NameFields]: (value: string) => void };
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <TextField
        label={t('fields.company-name')}
        autoComplete="organization"
        value={values.company_name}
        onChange={onChange.company_name}
        error={errors.company_name}
      />
      <TextField
        label={t('fields.commercial-register')}
        optional={t('fields.optional')}
        value={values.commercial_register}
        onChange={onChange.commercial_register}
        error={errors.commercial_register}
      />
    </>
  );
}
