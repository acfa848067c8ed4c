import type { Auction, Category } from '@souq/contract';
import { AUCTION_DESCRIPTION_MAX, AUCTION_TITLE_MAX } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CountryRegionSelect, type PlaceChoices } from '../../../components/country-region-select';
import { FormAlert, TextAreaField, TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { formatNumber } from '../../../lib/format';
import { useRulesWhenIdle } from '../../../lib/lazy-rules';
import { splitServerErrors } from '../../../lib/server-errors';
import { useCreateAuction, useUpdateAuction } from '../api/save-auction';
import type { AuctionFormError } from '../lib/auction-form-rules';
import {
  type AuctionFormValues,
  auctionFormDefaults,
  buildAuctionFormData,
} from '../lib/auction-form-values';

const loadRules = () => import('../lib/auction-form-rules');

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
type Field = (typeof FIELDS)[number];

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
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
  const [values, setValues] = useState(() => auctionFormDefaults(auction, defaultPlace));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateAuction();
  const update = useUpdateAuction(auction?.id ?? 0);
  const save = auction ? update : create;
  const isBusy = save.isPending || save.isSuccess;
  useRulesWhenIdle(loadRules);

  const parent = parts.categories?.find((c) => c.id === values.parent_category_id);
  const needsSub = (parent?.children_count ?? 0) > 0;

  // Prices are judged together: changing one clears what was said about the others.
  const related: Partial<Record<keyof AuctionFormValues, Field[]>> = {
    starting_price: ['reserve_price', 'buy_now_price'],
    reserve_price: ['buy_now_price'],
    buy_now_price: ['reserve_price'],
    start_now: ['starts_at', 'ends_at'],
    starts_at: ['ends_at'],
  };
  const set = <K extends keyof AuctionFormValues>(key: K, value: AuctionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const next = { ...e, [key]: undefined };
      for (const field of related[key] ?? []) next[field] = undefined;
      return next;
    });
  };

  // Editing: the saved category, once its parent is known.
  const { savedParentId, onParentChange } = parts;
  useEffect(() => {
    if (!auction || savedParentId === undefined) return;
    setValues((v) =>
      v.parent_category_id !== null
        ? v
        : {
            ...v,
            parent_category_id: savedParentId,
            category_id: savedParentId === auction.category.id ? null : auction.category.id,
          },
    );
    onParentChange(savedParentId);
  }, [auction, savedParentId, onParentChange]);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { checkAuctionForm } = await loadRules();
    const found = checkAuctionForm(values, {
      photos: parts.photos.count,
      needsSubCategory: needsSub,
    });
    const texts = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field,
        t(`form.errors.${key as AuctionFormError}`),
      ]),
    );
    setErrors(texts);
    if (Object.keys(texts).length > 0) return focusFirstError();
    const form = buildAuctionFormData(values, needsSub, Boolean(auction));
    parts.photos.append(form, Boolean(auction));
    try {
      onSaved((await save.mutateAsync(form)).data);
    } catch (error) {
      const split = splitServerErrors(error, [...FIELDS, 'photo_order'], 'photos');
      const { photo_order: order, ...fieldErrors } = split.fieldErrors;
      setErrors(order ? { ...fieldErrors, photos: order } : fieldErrors);
      setFormError(split.formError);
      focusFirstError();
    }
  };

  const categoryOptions = (list?: Category[]) =>
    (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-6">
      <Section title={t('form.section-photos')}>
        {parts.photos.field(errors.photos ?? null)}
      </Section>
      <Section title={t('form.section-details')}>
        <TextField
          label={t('form.title-label')}
          value={values.title}
          onChange={(v) => set('title', v)}
          maxLength={AUCTION_TITLE_MAX}
          error={errors.title}
        />
        <TextAreaField
          label={t('form.description')}
          optional={t('form.optional')}
          value={values.description}
          onChange={(v) => set('description', v)}
          maxLength={AUCTION_DESCRIPTION_MAX}
          count={t('form.description-count', {
            length: formatNumber(values.description.length),
            max: formatNumber(AUCTION_DESCRIPTION_MAX),
          })}
          rows={5}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.category')}
            required
            value={values.parent_category_id === null ? '' : String(values.parent_category_id)}
            onChange={(v) => {
              const id = v ? Number(v) : null;
              setValues((old) => ({ ...old, parent_category_id: id, category_id: null }));
              setErrors((e) => ({ ...e, category_id: undefined }));
              parts.onParentChange(id);
            }}
            placeholder={t('form.choose-category')}
            options={categoryOptions(parts.categories)}
            error={needsSub ? null : errors.category_id}
          />
          {needsSub && (
            <SelectField
              label={t('form.sub-category')}
              required
              value={values.category_id === null ? '' : String(values.category_id)}
              onChange={(v) => set('category_id', v ? Number(v) : null)}
              placeholder={t('form.choose-sub-category')}
              options={categoryOptions(parts.subCategories)}
              error={errors.category_id}
            />
          )}
        </div>
        <CountryRegionSelect
          choices={parts.places}
          onCountryChange={parts.onCountryChange}
          value={{ country_id: values.country_id, region_id: values.region_id }}
          onChange={(place) => {
            setValues((v) => ({ ...v, ...place }));
            setErrors((e) => ({ ...e, country_id: undefined, region_id: undefined }));
          }}
          errors={{ country_id: errors.country_id, region_id: errors.region_id }}
        />
      </Section>
      <Section title={t('form.section-price')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.starting-price')}
            value={values.starting_price}
            onChange={(v) => set('starting_price', v)}
            inputMode="decimal"
            prefix="$"
            error={errors.starting_price}
          />
          <TextField
            label={t('form.min-increment')}
            value={values.min_increment}
            onChange={(v) => set('min_increment', v)}
            inputMode="decimal"
            prefix="$"
            hint={t('form.min-increment-hint')}
            error={errors.min_increment}
          />
          <TextField
            label={t('form.reserve-price')}
            optional={t('form.optional')}
            value={values.reserve_price}
            onChange={(v) => set('reserve_price', v)}
            inputMode="decimal"
            prefix="$"
            hint={t('form.reserve-hint')}
            error={errors.reserve_price}
          />
          <TextField
            label={t('form.buy-now-price')}
            optional={t('form.optional')}
            value={values.buy_now_price}
            onChange={(v) => set('buy_now_price', v)}
            inputMode="decimal"
            prefix="$"
            hint={t('form.buy-now-hint')}
            error={errors.buy_now_price}
          />
        </div>
      </Section>
      <Section title={t('form.section-time')}>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.start_now}
            onChange={(e) => set('start_now', e.target.checked)}
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
              onChange={(v) => set('starts_at', v)}
              error={errors.starts_at}
            />
          )}
          <TextField
            label={t('form.ends-at')}
            type="datetime-local"
            value={values.ends_at}
            onChange={(v) => set('ends_at', v)}
            hint={t('form.ends-hint')}
            error={errors.ends_at}
          />
        </div>
      </Section>
      <FormAlert message={formError} />
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
    </form>
  );
}
