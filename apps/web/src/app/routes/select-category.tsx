import type { UseQueryResult } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useCategories, useCountries, useRegions } from '../../features/catalog/api/get-catalog';
import { getErrorMessage } from '../../lib/api';
import { type SelectedItem, useSelectionStore } from '../../lib/stores/selection-store';

interface Option {
  id: number;
  name: string;
}

function Step<T extends Option>({
  number,
  title,
  hint,
  query,
  selectedId,
  onSelect,
  disabled,
}: {
  number: number;
  title: string;
  hint: string;
  query: UseQueryResult<T[]>;
  selectedId: number | null;
  onSelect: (item: SelectedItem) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  let body: React.ReactNode;
  if (disabled) body = <p className="text-sm text-slate-500">{hint}</p>;
  else if (query.isPending) body = <Loader />;
  else if (query.isError)
    body = (
      <div role="alert" className="space-y-3 text-sm text-red-700">
        <p>{getErrorMessage(query.error)}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('select.retry')}
        </Button>
      </div>
    );
  else if (query.data.length === 0)
    body = <p className="text-sm text-slate-500">{t('select.none')}</p>;
  else
    body = (
      <ul className="grid max-h-96 gap-2 overflow-y-auto pe-1">
        {query.data.map((item) => {
          const selected = item.id === selectedId;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect({ id: item.id, name: item.name })}
                className={`flex w-full items-center justify-between rounded-xl border px-4 py-3 text-start text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  selected
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-brand-300'
                }`}
              >
                {item.name}
                {selected && <Check className="size-4" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section
      aria-label={title}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${disabled ? 'opacity-60' : ''}`}
    >
      <h2 className="mb-4 flex items-center gap-3 font-bold text-slate-900">
        <span className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm text-white">
          {new Intl.NumberFormat(i18n.language).format(number)}
        </span>
        {title}
      </h2>
      {body}
    </section>
  );
}

export default function SelectCategoryRoute() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const {
    selectedCountry,
    selectedGovernorate,
    selectedCategory,
    setSelectedCountry,
    setSelectedGovernorate,
    setSelectedCategory,
  } = useSelectionStore();
  const countries = useCountries();
  const regions = useRegions(selectedCountry?.id ?? null);
  const categories = useCategories();

  return (
    <Screen title={t('select.title')} subtitle={t('select.subtitle')}>
      <div className="grid gap-5 lg:grid-cols-3">
        <Step
          number={1}
          title={t('select.country')}
          hint=""
          query={countries}
          selectedId={selectedCountry?.id ?? null}
          onSelect={setSelectedCountry}
        />
        <Step
          number={2}
          title={t('select.region')}
          hint={t('select.region-hint')}
          query={regions}
          selectedId={selectedGovernorate?.id ?? null}
          onSelect={setSelectedGovernorate}
          disabled={!selectedCountry}
        />
        <Step
          number={3}
          title={t('select.category')}
          hint={t('select.category-hint')}
          query={categories}
          selectedId={selectedCategory?.id ?? null}
          onSelect={(category) => {
            setSelectedCategory(category);
            void navigate('/home');
          }}
          disabled={!selectedGovernorate}
        />
      </div>
    </Screen>
  );
}
