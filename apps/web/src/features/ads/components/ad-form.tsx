import type { Ad, AdCondition, Category } from '@souq/contract';
import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PlaceAndPhoneFields } from '../../../components/country-region-select';
import { FieldError, FormAlert, TextAreaField, TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { api } from '../../../lib/api';
import { toLatinDigits } from '../../../lib/digits';
import { useFormErrors } from '../../../lib/use-form-errors';
import { createAd, revealAdPhone, updateAd } from '../api/manage-ad';
import type { CatalogSource } from '../lib/catalog-source';
import { photoPayload, savedPhotos } from '../lib/photos';
import { adServerErrors } from '../lib/server-errors';
import {
  AD_DESCRIPTION_MAX,
  AD_TITLE_MAX,
  type AdFormValues,
  normalisePrice,
  validateAd,
} from '../lib/validators';
import { PhotoPicker } from './photo-picker';

/** `+966501234567` with dial code `+966` → `501234567`: the prefix is shown beside the field. */
const nationalPart = (phone: string, dialCode?: string) =>
  dialCode && phone.startsWith(dialCode) ? phone.slice(dialCode.length) : phone;

/**
 * The parent of a saved ad's category: the ad names only its leaf, so the top-level categories'
 * children are looked through (cached; only when editing).
 */
function useParentOf(leafId: number | null, topLevel: Category[] | undefined) {
  const candidates = leafId === null ? [] : (topLevel ?? []).filter((c) => c.children_count > 0);
  const isTop = (topLevel ?? []).some((c) => c.id === leafId);
  const results = useQueries({
    queries: (isTop ? [] : candidates).map((parent) => ({
      queryKey: ['catalog', 'categories', parent.id],
      queryFn: async () =>
        (await api.get<{ data: Category[] }>('/categories', { params: { parent_id: parent.id } }))
          .data.data,
      staleTime: 60 * 60_000,
    })),
  });
  if (leafId === null || !topLevel) return undefined;
  if (isTop) return leafId;
  const index = results.findIndex((r) => r.data?.some((c) => c.id === leafId));
  return index >= 0 ? candidates[index]!.id : undefined;
}

export interface AdFormProps {
  /** The ad being edited; a new ad without it. */
  ad?: Ad;
  catalog: CatalogSource;
  /** Country and region for a new ad (the stored selection). */
  defaultPlace: { country_id: number | null; region_id: number | null };
  onSaved: (ad: Ad) => void;
}

/** One form for a new ad and for changes to one; client rules first, the server's 422 beside. */
export function AdForm({ ad, catalog, defaultPlace, onSaved }: AdFormProps) {
  const { t } = useTranslation('ads');
  const formRef = useRef<HTMLFormElement>(null);
  const categories = catalog.useCategories();
  const countries = catalog.useCountries();
  const savedParent = useParentOf(ad?.category.id ?? null, categories.data);
  const [values, setValues] = useState<AdFormValues>(() => ({
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    price: ad?.price ? String(Number(ad.price)) : '',
    negotiable: ad?.negotiable ?? false,
    condition: ad?.condition ?? '',
    parent_category_id: null,
    category_id: null,
    country_id: ad?.country.id ?? defaultPlace.country_id,
    region_id: ad?.region.id ?? defaultPlace.region_id,
    phone: '',
    photos: ad ? savedPhotos(ad.photos) : [],
  }));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { fieldErrors, formError, check, showServerErrors, clearField } = useFormErrors(formRef);
  const parent = categories.data?.find((c) => c.id === values.parent_category_id);
  const needsSub = (parent?.children_count ?? 0) > 0;
  const subCategories = catalog.useSubCategories(needsSub ? (parent?.id ?? null) : null);

  // Editing: the saved category (once its parent is known) and the saved phone (the owner's
  // own number; not counted as a reveal).
  useEffect(() => {
    if (!ad || savedParent === undefined) return;
    setValues((v) =>
      v.parent_category_id !== null
        ? v
        : {
            ...v,
            parent_category_id: savedParent,
            category_id: savedParent === ad.category.id ? null : ad.category.id,
          },
    );
  }, [ad, savedParent]);
  const savedCountry = countries.data?.find((c) => c.id === ad?.country.id);
  useEffect(() => {
    if (!ad || !savedCountry) return;
    let live = true;
    revealAdPhone(ad.id)
      .then((phone) => {
        if (live)
          setValues((v) =>
            v.phone ? v : { ...v, phone: nationalPart(phone, savedCountry.phone_code) },
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ad, savedCountry]);

  const set =
    <K extends keyof AdFormValues>(field: K, ...alsoClear: string[]) =>
    (value: AdFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearField(field, ...alsoClear);
    };

  const buildForm = () => {
    const form = new FormData();
    const leaf = needsSub ? values.category_id : values.parent_category_id;
    const price = normalisePrice(values.price);
    form.append('title', values.title.trim());
    form.append('description', values.description.trim());
    if (price || ad) form.append('price', price);
    form.append('negotiable', String(values.negotiable));
    form.append('condition', values.condition);
    form.append('category_id', String(leaf));
    form.append('country_id', String(values.country_id));
    form.append('region_id', String(values.region_id));
    form.append('phone', toLatinDigits(values.phone).trim());
    const { files, order } = photoPayload(values.photos);
    for (const file of files) form.append('photos', file);
    if (ad) form.append('photo_order', order.join(','));
    return form;
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || !check(validateAd(values, needsSub))) return;
    setIsSubmitting(true);
    try {
      const saved = ad ? await updateAd(ad.id, buildForm()) : await createAd(buildForm());
      onSaved(saved.data);
    } catch (error) {
      showServerErrors(adServerErrors(error));
      setIsSubmitting(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-6">
      <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 className="text-lg font-bold text-slate-900">{t('form.section-photos')}</h2>
        <PhotoPicker photos={values.photos} onChange={set('photos')} error={fieldErrors.photos} />
      </section>

      <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 className="text-lg font-bold text-slate-900">{t('form.section-details')}</h2>
        <TextField
          label={t('form.title-label')}
          value={values.title}
          onChange={set('title')}
          maxLength={AD_TITLE_MAX}
          placeholder={t('form.title-placeholder')}
          error={fieldErrors.title}
        />
        <TextAreaField
          label={t('form.description')}
          optional={t('form.optional')}
          value={values.description}
          onChange={set('description')}
          maxLength={AD_DESCRIPTION_MAX}
          count={t('form.description-count', {
            length: values.description.length,
            max: AD_DESCRIPTION_MAX,
          })}
          placeholder={t('form.description-placeholder')}
          rows={6}
          error={fieldErrors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.category')}
            value={values.parent_category_id ? String(values.parent_category_id) : ''}
            placeholder={categories.isPending ? t('form.loading') : t('form.choose-category')}
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(id) => {
              setValues((v) => ({
                ...v,
                parent_category_id: id ? Number(id) : null,
                category_id: null,
              }));
              clearField('category_id');
            }}
            error={fieldErrors.category_id && !needsSub ? fieldErrors.category_id : null}
          />
          <SelectField
            label={t('form.sub-category')}
            value={values.category_id ? String(values.category_id) : ''}
            placeholder={
              subCategories.isFetching && !subCategories.data
                ? t('form.loading')
                : t('form.choose-sub-category')
            }
            disabled={!needsSub}
            hint={
              !parent
                ? t('form.category-first')
                : !needsSub
                  ? t('form.no-sub-categories')
                  : undefined
            }
            options={(subCategories.data ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
            onChange={(id) => set('category_id')(id ? Number(id) : null)}
            error={needsSub ? fieldErrors.category_id : null}
          />
        </div>
        <fieldset aria-describedby={fieldErrors.condition ? 'condition-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('form.condition')}</legend>
          <div className="mt-2 grid max-w-sm grid-cols-2 gap-2">
            {(['new', 'used'] as AdCondition[]).map((condition) => (
              <label
                key={condition}
                className={`flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-4 py-2.5 text-sm font-semibold transition has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  fieldErrors.condition ? 'border-red-400' : 'border-slate-300 text-slate-700'
                }`}
              >
                <input
                  type="radio"
                  name="condition"
                  value={condition}
                  checked={values.condition === condition}
                  onChange={() => set('condition')(condition)}
                  aria-invalid={fieldErrors.condition ? true : undefined}
                  className="sr-only"
                />
                {t(`condition.${condition}`)}
              </label>
            ))}
          </div>
          <FieldError id="condition-error" message={fieldErrors.condition} />
        </fieldset>
      </section>

      <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 className="text-lg font-bold text-slate-900">{t('form.section-price')}</h2>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextField
            label={t('form.price')}
            inputMode="decimal"
            prefix="$"
            value={values.price}
            onChange={set('price', 'negotiable')}
            optional={values.negotiable ? t('form.optional') : undefined}
            placeholder="0"
            hint={t('form.price-hint')}
            error={fieldErrors.price ?? fieldErrors.negotiable}
          />
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 sm:mt-6">
            <input
              type="checkbox"
              checked={values.negotiable}
              onChange={(event) => set('negotiable', 'price')(event.target.checked)}
              className="size-5 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">
                {t('form.negotiable')}
              </span>
              <span className="block text-xs text-slate-500">{t('form.negotiable-hint')}</span>
            </span>
          </label>
        </div>
      </section>

      <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 className="text-lg font-bold text-slate-900">{t('form.section-place')}</h2>
        <PlaceAndPhoneFields
          places={catalog}
          value={{ country_id: values.country_id, region_id: values.region_id }}
          onPlaceChange={(place) => {
            setValues((v) => ({ ...v, ...place }));
            clearField('country_id', 'region_id', 'phone');
          }}
          phone={values.phone}
          onPhoneChange={set('phone')}
          phoneLabel={t('form.phone')}
          phoneHint={t('form.phone-hint')}
          errors={fieldErrors}
        />
      </section>

      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button to={ad ? `/view-ads/${ad.id}` : '/ads'} variant="ghost" size="lg">
          {t('form.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting
            ? ad
              ? t('form.saving')
              : t('form.publishing')
            : ad
              ? t('form.save')
              : t('form.publish')}
        </Button>
      </div>
    </form>
  );
}
