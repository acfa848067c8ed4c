import type { Account } from '@souq/contract';
import { BIO_MAX_LENGTH } from '@souq/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PlaceAndPhoneFields, type PlaceChoices } from '../../../components/country-region-select';
import { FormAlert, TextAreaField, TextField } from '../../../components/form-field';
import { LazyImagePicker } from '../../../components/lazy-image-picker';
import { splitServerErrors } from '../../../lib/server-errors';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileValues } from '../lib/account-form-schema';
import { profileChanges } from '../lib/account-payloads';
import { useAccountForm } from '../lib/use-account-form';
import { CompanyDetailsFields } from './company-details-fields';

const FIELDS = [
  'name',
  'phone',
  'bio',
  'country_id',
  'region_id',
  'image',
  'company_name',
  'commercial_register',
  'logo',
] as const;

/** `+966501234567` with dial code `+966` → `501234567`: the prefix is shown beside the field. */
export const nationalPart = (phone: string, dialCode?: string) =>
  dialCode && phone.startsWith(dialCode) ? phone.slice(dialCode.length) : phone;

export interface ProfileFormProps {
  account: Account;
  /** Countries and regions, fetched by the route; it is told which country's regions to load. */
  places: PlaceChoices;
  onCountryChange: (countryId: number | null) => void;
  /** After the save (the cached account is already the saved one), with the server's message. */
  onSaved: (message?: string) => void;
}

/** The account's own details: a person's, plus the company's for a company account. */
export function ProfileForm({ account, places, onCountryChange, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('accounts');
  const isCompany = account.type === 'company';
  const { form, formRef, formError, fieldErrors, set, onSubmit, values } =
    useAccountForm<ProfileValues>((rules) => rules.profileSchema(isCompany), {
      phone: '',
      name: account.name,
      bio: account.bio ?? '',
      country_id: account.country_id,
      region_id: account.region_id,
      image: null,
      company_name: account.company_name ?? '',
      commercial_register: account.commercial_register ?? '',
      logo: null,
    });
  // Until edited, the phone shows the saved number without the dial code shown beside it.
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const { mutateAsync: updateProfile, isPending: isSubmitting } = useUpdateProfile(isCompany);
  const savedCountry = places.countries?.find((c) => c.id === account.country_id);
  const phone = typedPhone ?? nationalPart(account.phone, savedCountry?.phone_code);

  // The values as typed, trimmed below: the schema only judges them.
  const send = async (typed: ProfileValues) => {
    if (isSubmitting) return;
    const { message } = await updateProfile(profileChanges(typed, typedPhone, isCompany));
    form.setValue('image', null);
    form.setValue('logo', null);
    setTypedPhone(null);
    onSaved(message);
  };
  const serverErrors = (error: unknown) => {
    const { logo, image } = form.getValues();
    return splitServerErrors(error, FIELDS, logo && !image ? 'logo' : 'image');
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // The phone shown (saved or typed) is the one judged.
        form.setValue('phone', phone);
        return onSubmit(send, serverErrors)(event);
      }}
      className="grid gap-5"
    >
      <ProfileIdentityFields
        account={account}
        values={values}
        onChange={{ image: (file) => set('image', file), name: (name) => set('name', name) }}
        errors={fieldErrors}
      />
      <PlaceAndPhoneFields
        choices={places}
        onCountryChange={onCountryChange}
        value={{ country_id: values.country_id, region_id: values.region_id }}
        onPlaceChange={(place) => {
          form.setValue('country_id', place.country_id);
          set('region_id', place.region_id, 'country_id', 'phone');
        }}
        phone={phone}
        onPhoneChange={(value) => {
          setTypedPhone(value);
          form.clearErrors('phone');
        }}
        phoneLabel={t('fields.phone')}
        errors={fieldErrors}
      />
      <BioField value={values.bio} onChange={(bio) => set('bio', bio)} error={fieldErrors.bio} />
      {isCompany && (
        <CompanyDetailsFields
          account={account}
          values={values}
          onChange={{
            company_name: (value) => set('company_name', value),
            commercial_register: (value) => set('commercial_register', value),
            logo: (file) => set('logo', file),
          }}
          errors={fieldErrors}
        />
      )}
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** The account's picture, name, and its e-mail (which cannot change here). */
function ProfileIdentityFields({
  account,
  values,
  onChange,
  errors,
}: {
  account: ProfileFormProps['account'];
  values: Pick<ProfileValues, 'image' | 'name'>;
  onChange: { image: (file: File | null) => void; name: (name: string) => void };
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <LazyImagePicker
        label={t('fields.avatar')}
        file={values.image}
        onChange={onChange.image}
        currentUrl={account.image ?? account.photo}
        error={errors.image}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          value={values.name}
          onChange={onChange.name}
          error={errors.name}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          dir="ltr"
          value={account.email}
          onChange={() => undefined}
          readOnly
          hint={t('profile.email-fixed')}
          className="bg-slate-50 text-slate-600"
        />
      </div>
    </>
  );
}

function BioField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (bio: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <TextAreaField
      label={t('fields.bio')}
      optional={t('fields.optional')}
      value={value}
      onChange={onChange}
      maxLength={BIO_MAX_LENGTH}
      count={t('profile.bio-count', { length: value.length, max: BIO_MAX_LENGTH })}
      placeholder={t('profile.bio-placeholder')}
      error={error}
    />
  );
}
