import type { AccountType, AuthResponse } from '@souq/contract';
import { useMemo, useRef } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PlaceAndPhoneFields, type PlaceChoices } from '../../../components/country-region-select';
import { FormAlert, TextField } from '../../../components/form-field';
import { LazyImagePicker } from '../../../components/lazy-image-picker';
import { splitServerErrors } from '../../../lib/server-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useRegister } from '../api/register';
import { errorKeys, lazyAccountResolver } from '../lib/account-form-errors';
import type { RegisterValues } from '../lib/account-form-schema';
import { registrationInput } from '../lib/account-payloads';
import { CompanyNameFields } from './company-details-fields';
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
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(
    () => lazyAccountResolver<RegisterValues>((rules) => rules.registrationSchema(type)),
    [type],
  );
  const { watch, setValue, getValues, handleSubmit } = useForm<RegisterValues>({
    defaultValues: initialValues,
    resolver,
    shouldFocusError: false,
  });
  const values = watch();
  const { mutateAsync: registerAccount, isPending, isSuccess } = useRegister(type);
  // After success the page leaves: the button stays busy until it has.
  const isSubmitting = isPending || isSuccess;
  const { fieldErrors, formError, check, showServerErrors, clearField } = useFormErrors(formRef);
  const country = places.countries?.find((c) => c.id === values.country_id);
  const isCompany = type === 'company';

  const set =
    <K extends keyof RegisterValues>(field: K) =>
    (value: RegisterValues[K]) => {
      setValue(field, value as PathValue<RegisterValues, K>);
      clearField(field);
    };

  // The values as typed, trimmed below: the schema only judges them.
  const send = async () => {
    if (isSubmitting) return;
    check({});
    const values = getValues();
    try {
      const response = await registerAccount(registrationInput(values, isCompany, refCode));
      onRegistered(response);
    } catch (error) {
      showServerErrors(splitServerErrors(error, FIELDS, 'logo'));
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(send, (issues) => check(errorKeys(issues)))}
      className="grid gap-4"
    >
      {isCompany && (
        <CompanyNameFields
          values={values}
          onChange={{
            company_name: set('company_name'),
            commercial_register: set('commercial_register'),
          }}
          errors={fieldErrors}
        />
      )}
      <TextField
        label={isCompany ? t('fields.contact-name') : t('fields.name')}
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={fieldErrors.name}
      />
      <TextField
        type="email"
        dir="ltr"
        autoComplete="email"
        label={t('fields.email')}
        value={values.email}
        onChange={set('email')}
        error={fieldErrors.email}
      />
      <PlaceAndPhoneFields
        choices={places}
        onCountryChange={onCountryChange}
        value={{ country_id: values.country_id, region_id: values.region_id }}
        onPlaceChange={(place) => {
          setValue('country_id', place.country_id);
          setValue('region_id', place.region_id);
          clearField('country_id', 'region_id', 'phone');
        }}
        phone={values.phone}
        onPhoneChange={set('phone')}
        phoneLabel={t('fields.phone')}
        phoneHint={country ? t('phone-hint', { country: country.name }) : t('phone-country-first')}
        errors={fieldErrors}
      />
      <PasswordFields
        password={values.password}
        confirmation={values.password_confirmation}
        onPasswordChange={set('password')}
        onConfirmationChange={set('password_confirmation')}
        errors={fieldErrors}
      />
      {isCompany && (
        <LazyImagePicker
          label={t('fields.logo')}
          optional={t('fields.optional')}
          shape="square"
          file={values.logo}
          onChange={set('logo')}
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
