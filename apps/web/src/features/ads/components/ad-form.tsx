import type { Ad } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { useEffect, useRef } from 'react';
import { FormProvider, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-field';
import { FormSection } from '../../../components/form-section';
import { useRulesForm } from '../../../lib/use-rules-form';
import { useCreateAd } from '../api/create-ad';
import { useOwnAdPhone } from '../api/reveal-ad-phone';
import { useUpdateAd } from '../api/update-ad';
import { adErrorKey } from '../lib/ad-form-messages';
import { adFormDefaults, buildAdFormData, nationalPart } from '../lib/ad-form-payload';
import type { AdFormValues } from '../lib/ad-form-schema';
import { adServerErrors } from '../lib/server-errors';
import { type AdCategoryChoices, AdCategoryFields } from './ad-category-fields';
import { AdConditionField } from './ad-condition-field';
import {
  AdPhotos,
  AdPlaceAndPhone,
  type AdPlaceChoices,
  AdTitleAndDescription,
} from './ad-form-fields';
import { AdPriceFields } from './ad-price-fields';

/** The catalogue data the form shows, given by the route (features don't import each other). */
export interface AdFormCatalog extends AdCategoryChoices, AdPlaceChoices {
  /** The top-level parent of the edited ad's category, once known. */
  savedParentId?: number;
}

export interface AdFormProps {
  /** The ad being edited; a new ad without it. */
  ad?: Ad;
  catalog: AdFormCatalog;
  /** The chosen top-level category: the route loads its sub-categories. */
  onParentChange: (parentId: number | null) => void;
  /** The chosen country: the route loads its regions. */
  onCountryChange: (countryId: number | null) => void;
  /** Country and region for a new ad (the stored selection). */
  defaultPlace: { country_id: number | null; region_id: number | null };
  onSaved: (ad: Ad) => void;
}

// The rules (the contract's schemas, with zod) are only needed when the form is sent: fetched
// while the form is being filled, out of the route's first load.
const loadRules = () => import('../lib/ad-form-schema');

/** One form for a new ad and for changes to one; client rules first, the server's 422 beside. */
export function AdForm({
  ad,
  catalog,
  onParentChange,
  onCountryChange,
  defaultPlace,
  onSaved,
}: AdFormProps) {
  const { t } = useTranslation('ads');
  const { t: translate } = useTranslation();
  const needsSubRef = useRef(false);
  const { form, formRef, formError, onSubmit } = useRulesForm({
    load: loadRules,
    // The rules depend on the chosen category (a leaf is needed): read when the form validates.
    resolverOf: (rules) =>
      rules.adFormResolver(needsSubRef.current) as unknown as Resolver<AdFormValues>,
    defaultValues: adFormDefaults(ad, defaultPlace),
    translate: (key) => translate(adErrorKey(key) as never),
  });
  const create = useCreateAd();
  const update = useUpdateAd(ad?.id ?? 0);
  const save = ad ? update : create;
  const isBusy = save.isPending || save.isSuccess;

  const parent = catalog.categories?.find((c) => c.id === form.watch('parent_category_id'));
  needsSubRef.current = (parent?.children_count ?? 0) > 0;

  useSavedAdFields(form, { ad, catalog, onParentChange });

  // The raw values: the payload trims and normalises them itself.
  const send = async (values: AdFormValues) => {
    const body = buildAdFormData(values, needsSubRef.current, Boolean(ad));
    onSaved((await save.mutateAsync(body)).data);
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit(send, adServerErrors)}
        className="grid gap-6"
      >
        <FormSection title={t('form.section-photos')}>
          <AdPhotos />
        </FormSection>
        <FormSection title={t('form.section-details')}>
          <AdTitleAndDescription />
          <AdCategoryFields choices={catalog} onParentChange={onParentChange} />
          <AdConditionField />
        </FormSection>
        <FormSection title={t('form.section-price')}>
          <AdPriceFields />
        </FormSection>
        <FormSection title={t('form.section-place')}>
          <AdPlaceAndPhone choices={catalog} onCountryChange={onCountryChange} />
        </FormSection>
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            to={ad ? href(webPaths.viewAd, { id: ad.id }) : webPaths.ads}
            variant="ghost"
            size="lg"
          >
            {t('form.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={isBusy}>
            {isBusy
              ? ad
                ? t('form.saving')
                : t('form.publishing')
              : ad
                ? t('form.save')
                : t('form.publish')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Editing: the saved category once its parent is known, and the saved phone once it is read. */
function useSavedAdFields(
  form: UseFormReturn<AdFormValues>,
  { ad, catalog, onParentChange }: Pick<AdFormProps, 'ad' | 'catalog' | 'onParentChange'>,
) {
  // Editing: the saved category, once its parent is known.
  const { savedParentId } = catalog;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!ad || savedParentId === undefined || getValues('parent_category_id') !== null) return;
    setValue('parent_category_id', savedParentId);
    setValue('category_id', savedParentId === ad.category.id ? null : ad.category.id);
    onParentChange(savedParentId);
  }, [ad, savedParentId, getValues, setValue, onParentChange]);

  // Editing: the saved phone (the owner's own number; not counted as a reveal).
  const savedPhone = useOwnAdPhone(ad ? ad.id : null).data;
  const savedCountry = catalog.countries?.find((c) => c.id === ad?.country.id);
  useEffect(() => {
    if (!savedPhone || !savedCountry || getValues('phone')) return;
    setValue('phone', nationalPart(savedPhone, savedCountry.phone_code));
  }, [savedPhone, savedCountry, getValues, setValue]);
}
