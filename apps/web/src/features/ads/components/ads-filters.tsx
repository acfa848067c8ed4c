import type { AdCondition, Category, Region } from '@souq/contract';
import { AD_CONDITIONS } from '@souq/contract/limits';
import { webPaths } from '@souq/contract/web-paths';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { normalisePrice } from '../lib/price';

/** The panel's choices; ids as numbers, prices as typed. */
export interface FilterValues {
  categoryId: number | null;
  subCategoryId: number | null;
  regionId: number | null;
  priceMin: string;
  priceMax: string;
  condition: AdCondition | '';
}

export const EMPTY_FILTERS: FilterValues = {
  categoryId: null,
  subCategoryId: null,
  regionId: null,
  priceMin: '',
  priceMax: '',
  condition: '',
};

const toId = (value: string) => (value ? Number(value) : null);

/**
 * Category (top level, then its sub-categories), region of the selected country, price range and
 * condition. Selects apply at once; the price range applies with its button (or Enter).
 */
export function AdsFiltersPanel({
  categories,
  subCategories,
  regions,
  countryId,
  countryName,
  extraCategory,
  value,
  onChange,
}: {
  /** The top-level categories. */
  categories: Category[];
  /** The children of the chosen category (empty when it has none). */
  subCategories: Category[];
  /** The regions of `countryId`. */
  regions: Region[];
  countryId: number | null;
  countryName?: string;
  /** A category chosen elsewhere (the stored selection) that is not a top-level one. */
  extraCategory?: { id: number; name?: string } | null;
  value: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const { t } = useTranslation('ads');
  const parent = categories.find((c) => c.id === value.categoryId);
  const categoryOptions = categories.map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  if (extraCategory && !categoryOptions.some((o) => o.value === String(extraCategory.id))) {
    categoryOptions.unshift({
      value: String(extraCategory.id),
      label: extraCategory.name ?? t('filters.selected-category'),
    });
  }

  return (
    <div className="grid gap-4">
      <SelectField
        label={t('filters.category')}
        value={value.categoryId ? String(value.categoryId) : ''}
        placeholder={t('filters.all-categories')}
        options={categoryOptions}
        onChange={(id) => onChange({ ...value, categoryId: toId(id), subCategoryId: null })}
      />
      {parent && parent.children_count > 0 && (
        <SelectField
          label={t('filters.sub-category')}
          value={value.subCategoryId ? String(value.subCategoryId) : ''}
          placeholder={t('filters.all-in', { name: parent.name })}
          options={subCategories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(id) => onChange({ ...value, subCategoryId: toId(id) })}
        />
      )}
      <SelectField
        label={t('filters.region')}
        value={value.regionId ? String(value.regionId) : ''}
        placeholder={
          countryName
            ? t('filters.all-regions-of', { country: countryName })
            : t('filters.all-regions')
        }
        disabled={countryId === null}
        hint={countryId === null ? t('filters.country-first') : undefined}
        options={regions
          .filter((r) => r.country_id === countryId)
          .map((r) => ({ value: String(r.id), label: r.name }))}
        onChange={(id) => onChange({ ...value, regionId: toId(id) })}
      />
      {countryId === null && (
        <Link
          to={webPaths.selectCategory}
          className="-mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('filters.choose-country')}
        </Link>
      )}
      <PriceRange value={value} onChange={onChange} />
      <ConditionChoice
        value={value.condition}
        onChange={(condition) => onChange({ ...value, condition })}
      />
      <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('filters.reset')}
      </Button>
    </div>
  );
}

/** Minimum and maximum price, applied together with their button (or Enter). */
function PriceRange({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const { t } = useTranslation('ads');
  const [prices, setPrices] = useState({ min: value.priceMin, max: value.priceMax });
  useEffect(
    () => setPrices({ min: value.priceMin, max: value.priceMax }),
    [value.priceMin, value.priceMax],
  );

  const handlePrices = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...value,
      priceMin: normalisePrice(prices.min),
      priceMax: normalisePrice(prices.max),
    });
  };

  return (
    <form onSubmit={handlePrices} className="grid gap-2" aria-label={t('filters.price')}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('filters.price')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <TextField
            label={t('filters.price-min')}
            inputMode="decimal"
            dir="ltr"
            placeholder="$"
            value={prices.min}
            onChange={(min) => setPrices((p) => ({ ...p, min }))}
          />
          <TextField
            label={t('filters.price-max')}
            inputMode="decimal"
            dir="ltr"
            placeholder="$"
            value={prices.max}
            onChange={(max) => setPrices((p) => ({ ...p, max }))}
          />
        </div>
      </fieldset>
      <Button type="submit" variant="outline" size="sm">
        {t('filters.apply-price')}
      </Button>
    </form>
  );
}

function ConditionChoice({
  value,
  onChange,
}: {
  value: FilterValues['condition'];
  onChange: (condition: FilterValues['condition']) => void;
}) {
  const { t } = useTranslation('ads');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('filters.condition')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {(['', ...AD_CONDITIONS] as const).map((condition) => (
          <label
            key={condition || 'any'}
            className="cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="condition"
              value={condition}
              checked={value === condition}
              onChange={() => onChange(condition)}
              className="sr-only"
            />
            {condition ? t(`condition.${condition}`) : t('filters.any')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
