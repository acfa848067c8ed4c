import type { Auction, Category } from '@souq/contract';
import { AUCTION_DESCRIPTION_MAX, AUCTION_TITLE_MAX } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CountryRegionSelect, type PlaceChoices } from '../../../components/country-region-select';
import { FormAlert, TextAreaField, TextField } from '../../../components/form-field';
import { FormSection } from '../../../components/form-section';
import { SelectField } from '../../../components/select-field';
import { formatNumber } from '../../../lib/format';
import { splitServerErrors } from '../../../lib/server-errors';
import { useRulesForm } from '../../../lib/use-rules-form';
import { useCreateAuction, useUpdateAuction } from '../api/save-auction';
import { isAuctionFormError } from '../lib/auction-form-messages';
import {
  type AuctionFormValues,
  auctionFormDefaults,
  buildAuctionFormData,
} from '../lib/auction-form-values';

// The rules (the contract's schemas, with zod) load on the first check or while the form is
// being filled, out of the route's first load.
const loadRules = () => import('../lib/auction-form-schema');

const FIELDS = [
  'title',
  'description',
  'category_id',
  'country_id',
  'region_id',
  'starting_price',
  'min_increment',
  'reserve_price',
  'buy_now_price',
  'starts_at',
  'ends_at',
  'photos',
] as const;

type Field = Path<AuctionFormValues>;

// Prices are judged together: changing one clears what was said about the others.
const RELATED: Partial<Record<Field, Field[]>> = {
  starting_price: ['reserve_price', 'buy_now_price'],
  reserve_price: ['buy_now_price'],
  buy_now_price: ['reserve_price'],
  start_now: ['starts_at', 'ends_at'],
  starts_at: ['ends_at'],
};

/** A failure of the save: the server's messages beside their fields (photo order with the photos). */
function auctionServerErrors(error: unknown) {
  const split = splitServerErrors(error, [...FIELDS, 'photo_order'], 'photos');
  const { photo_order: order, ...fieldErrors } = split.fieldErrors;
  return {
    fieldErrors: order ? { ...fieldErrors, photos: order } : fieldErrors,
    formError: split.formError,
  };
}

/** The catalogue data and the photo picker, given by the route (features don't import each other). */
export interface AuctionFormParts {
  categories?: Category[];
  subCategories?: Category[];
  onParentChange: (parentId: number | null) => void;
  /** The top-level parent of the edited auction's category, once known. */
  savedParentId?: number;
  places: PlaceChoices;
  onCountryChange: (countryId: number | null) => void;
  /** The photo picker, its count, and how its files go into the request. */
  photos: {
    field: (error: string | null) => ReactNode;
    count: number;
    append: (form: FormData, isUpdate: boolean) => void;
  };
}

/** One form for a new auction and for changes before its first bid. */
export function AuctionForm({
  auction,
  parts,
  defaultPlace,
  onSaved,
}: {
  auction?: Auction;
  parts: AuctionFormParts;
  defaultPlace: { country_id: number | null; region_id: number | null };
  onSaved: (auction: Auction) => void;
}) {
  const { t } = useTranslation('auctions');
  const needsSubRef = useRef(false);
  const { form, formRef, formError, set, errorOf, onSubmit, values } = useRulesForm({
    load: loadRules,
    // The rules depend on the chosen category (a leaf is needed): read when the form validates.
    resolverOf: (rules) => rules.auctionFormResolver(needsSubRef.current),
    defaultValues: auctionFormDefaults(auction, defaultPlace),
    translate: (key) => (isAuctionFormError(key) ? t(`form.errors.${key}`) : key),
  });
  const create = useCreateAuction();
  const update = useUpdateAuction(auction?.id ?? 0);
  const save = auction ? update : create;
  const isBusy = save.isPending || save.isSuccess;

  const parent = parts.categories?.find((c) => c.id === values.parent_category_id);
  const needsSub = (parent?.children_count ?? 0) > 0;
  needsSubRef.current = needsSub;

  const change = <K extends Field>(key: K, value: PathValue<AuctionFormValues, K>) =>
    set(key, value, ...(RELATED[key] ?? []));

  // The picker's photos are the rules' to count.
  const { setValue, getValues } = form;
  const photoCount = parts.photos.count;
  useEffect(() => setValue('photos', photoCount), [photoCount, setValue]);

  // Editing: the saved category, once its parent is known.
  const { savedParentId, onParentChange } = parts;
  useEffect(() => {
    if (!auction || savedParentId === undefined || getValues('parent_category_id') !== null) {
      return;
    }
    setValue('parent_category_id', savedParentId);
    setValue('category_id', savedParentId === auction.category.id ? null : auction.category.id);
    onParentChange(savedParentId);
  }, [auction, savedParentId, onParentChange, getValues, setValue]);

  const fields: AuctionFields = { values, change, errorOf };
  const send = async (formValues: AuctionFormValues) => {
    const body = buildAuctionFormData(formValues, needsSub, Boolean(auction));
    parts.photos.append(body, Boolean(auction));
    onSaved((await save.mutateAsync(body)).data);
  };

  const categoryOptions = (list?: Category[]) =>
    (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit(send, auctionServerErrors)}
      className="grid gap-6"
    >
      <FormSection title={t('form.section-photos')}>
        {parts.photos.field(errorOf('photos'))}
      </FormSection>
      <FormSection title={t('form.section-details')}>
        <AuctionTextFields fields={fields} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.category')}
            required
            value={values.parent_category_id === null ? '' : String(values.parent_category_id)}
            onChange={(v) => {
              const id = v ? Number(v) : null;
              set('parent_category_id', id, 'category_id');
              setValue('category_id', null);
              parts.onParentChange(id);
            }}
            placeholder={t('form.choose-category')}
            options={categoryOptions(parts.categories)}
            error={needsSub ? null : errorOf('category_id')}
          />
          {needsSub && (
            <SelectField
              label={t('form.sub-category')}
              required
              value={values.category_id === null ? '' : String(values.category_id)}
              onChange={(v) => change('category_id', v ? Number(v) : null)}
              placeholder={t('form.choose-sub-category')}
              options={categoryOptions(parts.subCategories)}
              error={errorOf('category_id')}
            />
          )}
        </div>
        <CountryRegionSelect
          choices={parts.places}
          onCountryChange={parts.onCountryChange}
          value={{ country_id: values.country_id, region_id: values.region_id }}
          onChange={(place) => {
            set('country_id', place.country_id, 'region_id');
            setValue('region_id', place.region_id);
          }}
          errors={{ country_id: errorOf('country_id'), region_id: errorOf('region_id') }}
        />
      </FormSection>
      <AuctionPriceSection fields={fields} />
      <AuctionTimeSection fields={fields} />
      <FormAlert message={formError} />
      <AuctionFormActions auction={auction} isBusy={isBusy} />
    </form>
  );
}

/** What a section of the auction form reads and writes. */
interface AuctionFields {
  values: AuctionFormValues;
  change: <K extends Field>(key: K, value: PathValue<AuctionFormValues, K>) => void;
  errorOf: (name: Field) => string | null;
}

/** The starting price, the minimum increment, the reserve and the buy-now price. */
function AuctionPriceSection({ fields: { values, change, errorOf } }: { fields: AuctionFields }) {
  const { t } = useTranslation('auctions');
  return (
    <FormSection title={t('form.section-price')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.starting-price')}
          value={values.starting_price}
          onChange={(v) => change('starting_price', v)}
          inputMode="decimal"
          prefix="$"
          error={errorOf('starting_price')}
        />
        <TextField
          label={t('form.min-increment')}
          value={values.min_increment}
          onChange={(v) => change('min_increment', v)}
          inputMode="decimal"
          prefix="$"
          hint={t('form.min-increment-hint')}
          error={errorOf('min_increment')}
        />
        <TextField
          label={t('form.reserve-price')}
          optional={t('form.optional')}
          value={values.reserve_price}
          onChange={(v) => change('reserve_price', v)}
          inputMode="decimal"
          prefix="$"
          hint={t('form.reserve-hint')}
          error={errorOf('reserve_price')}
        />
        <TextField
          label={t('form.buy-now-price')}
          optional={t('form.optional')}
          value={values.buy_now_price}
          onChange={(v) => change('buy_now_price', v)}
          inputMode="decimal"
          prefix="$"
          hint={t('form.buy-now-hint')}
          error={errorOf('buy_now_price')}
        />
      </div>
    </FormSection>
  );
}

/** When the auction starts (now, or a moment) and ends. */
function AuctionTimeSection({ fields: { values, change, errorOf } }: { fields: AuctionFields }) {
  const { t } = useTranslation('auctions');
  return (
    <FormSection title={t('form.section-time')}>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={values.start_now}
          onChange={(e) => change('start_now', e.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('form.start-now')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {!values.start_now && (
          <TextField
            label={t('form.starts-at')}
            type="datetime-local"
            value={values.starts_at}
            onChange={(v) => change('starts_at', v)}
            error={errorOf('starts_at')}
          />
        )}
        <TextField
          label={t('form.ends-at')}
          type="datetime-local"
          value={values.ends_at}
          onChange={(v) => change('ends_at', v)}
          hint={t('form.ends-hint')}
          error={errorOf('ends_at')}
        />
      </div>
    </FormSection>
  );
}

/** The title and the description, with its length. */
function AuctionTextFields({ fields: { values, change, errorOf } }: { fields: AuctionFields }) {
  const { t } = useTranslation('auctions');
  return (
    <>
      <TextField
        label={t('form.title-label')}
        value={values.title}
        onChange={(v) => change('title', v)}
        maxLength={AUCTION_TITLE_MAX}
        error={errorOf('title')}
      />
      <TextAreaField
        label={t('form.description')}
        optional={t('form.optional')}
        value={values.description}
        onChange={(v) => change('description', v)}
        maxLength={AUCTION_DESCRIPTION_MAX}
        count={t('form.description-count', {
          length: formatNumber(values.description.length),
          max: formatNumber(AUCTION_DESCRIPTION_MAX),
        })}
        rows={5}
        error={errorOf('description')}
      />
    </>
  );
}

/** Cancel (back to the auction or the list) and publish or save. */
function AuctionFormActions({ auction, isBusy }: { auction?: Auction; isBusy: boolean }) {
  const { t } = useTranslation('auctions');
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button
        to={auction ? href(webPaths.viewAuction, { id: auction.id }) : webPaths.auctions}
        variant="ghost"
        size="lg"
      >
        {t('form.cancel')}
      </Button>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? t('form.publishing') : auction ? t('form.save') : t('form.publish')}
      </Button>
    </div>
  );
}
