import type { AccountType, AuthResponse } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PlaceAndPhoneFields, type PlaceChoices } from '../../../components/country-region-select';
import { FormAlert, TextField } from '../../../components/form-field';
import { LazyImagePicker } from '../../../components/lazy-image-picker';
import { splitServerErrors } from '../../../lib/server-errors';
import { useRegister } from '../api/register';
import type { RegisterValues } from '../lib/account-form-schema';
import { registrationInput } from '../lib/account-payloads';
import { useAccountForm } from '../lib/use-account-form';
import { CompanyNameFields } from './company-details-fields';
import { EmailField } from './email-field';
import { PasswordFields } from './password-fields';

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'country_id',
  'region_id',
  'company_name',
  'commercial_register',
  'logo',
] as const;

const initialValues: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  country_id: null,
  region_id: null,
  company_name: '',
  commercial_register: '',
  logo: null,
};

export interface RegisterFormProps {
  type: AccountType;
  /** Countries and regions, fetched by the route; it is told which country's regions to load. */
  places: PlaceChoices;
  onCountryChange: (countryId: number | null) => void;
  /** Invite code from the `ref` query parameter, sent with the registration. */
  refCode?: string | null;
  onRegistered: (response: AuthResponse) => void;
}

/** The registration form of a person or a company; signs the new account in on success. */
export function RegisterForm({
  type,
  places,
  onCountryChange,
  refCode,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const { form, formRef, formError, fieldErrors, set, onSubmit, values } =
    useAccountForm<RegisterValues>((rules) => rules.registrationSchema(type), initialValues);
  const { mutateAsync: registerAccount, isPending, isSuccess } = useRegister(type);
  // After success the page leaves: the button stays busy until it has.
  const isSubmitting = isPending || isSuccess;
  const country = places.countries?.find((c) => c.id === values.country_id);
  const isCompany = type === 'company';

  // The values as typed, trimmed below: the schema only judges them.
  const send = async (typed: RegisterValues) => {
    if (isSubmitting) return;
    onRegistered(await registerAccount(registrationInput(typed, isCompany, refCode)));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit(send, (error) => splitServerErrors(error, FIELDS, 'logo'))}
      className="grid gap-4"
    >
      {isCompany && (
        <CompanyNameFields
          values={values}
          onChange={{
            company_name: (value) => set('company_name', value),
            commercial_register: (value) => set('commercial_register', value),
          }}
          errors={fieldErrors}
        />
      )}
      <TextField
        label={isCompany ? t('fields.contact-name') : t('fields.name')}
        autoComplete="name"
        value={values.name}
        onChange={(value) => set('name', value)}
        error={fieldErrors.name}
      />
      <EmailField
        value={values.email}
        onChange={(value) => set('email', value)}
        error={fieldErrors.email}
      />
      <PlaceAndPhoneFields
        choices={places}
        onCountryChange={onCountryChange}
        value={{ country_id: values.country_id, region_id: values.region_id }}
        onPlaceChange={(place) => {
          form.setValue('country_id', place.country_id);
          set('region_id', place.region_id, 'country_id', 'phone');
        }}
        phone={values.phone}
        onPhoneChange={(value) => set('phone', value)}
        phoneLabel={t('fields.phone')}
        phoneHint={country ? t('phone-hint', { country: country.name }) : t('phone-country-first')}
        errors={fieldErrors}
      />
      <PasswordFields
        password={values.password}
        confirmation={values.password_confirmation}
        onPasswordChange={(value) => set('password', value)}
        onConfirmationChange={(value) => set('password_confirmation', value)}
        errors={fieldErrors}
      />
      {isCompany && (
        <LazyImagePicker
          label={t('fields.logo')}
          optional={t('fields.optional')}
          shape="square"
          file={values.logo}
          onChange={(file) => set('logo', file)}
          error={fieldErrors.logo}
        />
      )}
      <FormAlert message={formError} />
      <Button type="submit" fullWidth size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
