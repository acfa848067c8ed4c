import type { Category, Country, Region } from '@souq/contract';
import { ArrowLeft, LayoutGrid } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Screen } from '../../components/screen';
import {
  useCategories,
  useCountries,
  useRegions,
  useSubCategories,
} from '../../features/catalog/api/get-catalog';
import { useSaveSelection } from '../../features/catalog/api/save-selection';
import { CategoryIcon } from '../../features/catalog/components/category-icon';
import { ChoiceButton, ChoiceGrid } from '../../features/catalog/components/choice-grid';
import {
  SELECTION_STEPS,
  SelectionStepper,
  type SelectionStep as Step,
} from '../../features/catalog/components/selection-stepper';
import { useCategoryIcons } from '../../features/catalog/lib/use-category-icons';
import { formatNumber } from '../../lib/format';
import { useAuthStore } from '../../lib/stores/auth-store';
import { type SelectedItem, useSelectionStore } from '../../lib/stores/selection-store';

const asCategory = (c: Category): SelectedItem => ({
  id: c.id,
  name: c.name,
  icon: c.icon,
  parent_id: c.parent_id,
});

export default function SelectCategoryRoute() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const saveSelection = useSaveSelection();
  const store = useSelectionStore();
  const { selectedCountry, selectedGovernorate, selectedCategory } = store;

  const firstOpen: Step = !selectedCountry
    ? 'country'
    : !selectedGovernorate
      ? 'region'
      : 'category';
  const asked = params.get('step') as Step | null;
  const reachable: Record<Step, boolean> = {
    country: true,
    region: Boolean(selectedCountry),
    category: Boolean(selectedCountry && selectedGovernorate),
  };
  const step: Step =
    asked && SELECTION_STEPS.includes(asked) && reachable[asked] ? asked : firstOpen;
  const parentId = step === 'category' ? Number(params.get('parent')) || null : null;

  const icons = useCategoryIcons();
  const countries = useCountries();
  const regions = useRegions(selectedCountry?.id ?? null);
  const categories = useCategories();
  const subCategories = useSubCategories(parentId);
  const parent = categories.data?.find((c) => c.id === parentId);

  // `?category=` (a top category chosen on the landing page) is kept, then the picker asks where.
  const preset = Number(params.get('category')) || null;
  const presetCategory = categories.data?.find((c) => c.id === preset);
  useEffect(() => {
    if (!presetCategory) return;
    useSelectionStore.getState().setSelectedCategory(asCategory(presetCategory));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  }, [presetCategory, setParams]);

  // Each step is an address: the browser's back button returns to the previous one.
  const open = (next: Step, parent?: number) =>
    setParams(parent ? { step: next, parent: String(parent) } : { step: next });

  const handleCountry = (country: Country) => {
    store.setSelectedCountry({ id: country.id, name: country.name, flag: country.flag });
    open('region');
  };
  const handleRegion = (region: Region) => {
    store.setSelectedGovernorate({ id: region.id, name: region.name });
    open('category');
  };
  const finish = (category: SelectedItem) => {
    store.setSelectedCategory(category);
    // Signed in: stored on the server too, so that it follows the user to another device.
    if (isAuthenticated) saveSelection.mutate(useSelectionStore.getState());
    void navigate('/home');
  };
  const handleCategory = (category: Category) => {
    if (category.children_count > 0) open('category', category.id);
    else finish(asCategory(category));
  };

  const stepTitle = parent
    ? t('select.sub-title', { parent: parent.name })
    : t(`select.titles.${step}`, { country: selectedCountry?.name ?? '' });

  return (
    <Screen title={t('select.title')} subtitle={t('select.subtitle')}>
      <SelectionStepper
        current={step}
        values={{
          country: selectedCountry?.name,
          region: selectedGovernorate?.name,
          category: selectedCategory?.name,
        }}
        reachable={reachable}
        onOpen={(s) => open(s)}
      />
      <section
        aria-labelledby="select-step-title"
        className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-7"
      >
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="select-step-title" className="text-xl font-bold text-slate-900">
            {stepTitle}
          </h2>
          {parent && (
            <button
              type="button"
              onClick={() => open('category')}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('select.all-categories')}
            </button>
          )}
        </div>

        {step === 'country' && (
          <ChoiceGrid
            label={t('select.steps.country')}
            query={countries}
            selectedId={selectedCountry?.id}
            onChoose={handleCountry}
            toChoice={(c) => ({
              id: c.id,
              name: c.name,
              media: <span aria-hidden="true">{c.flag}</span>,
            })}
          />
        )}
        {step === 'region' && (
          <ChoiceGrid
            label={t('select.steps.region')}
            query={regions}
            selectedId={selectedGovernorate?.id}
            onChoose={handleRegion}
            toChoice={(r) => ({ id: r.id, name: r.name })}
          />
        )}
        {step === 'category' && !parentId && (
          <ChoiceGrid
            label={t('select.steps.category')}
            query={categories}
            selectedId={selectedCategory?.parent_id ?? selectedCategory?.id}
            onChoose={handleCategory}
            toChoice={(c) => ({
              id: c.id,
              name: c.name,
              media: <CategoryIcon name={c.icon} icons={icons} />,
              detail:
                c.children_count > 0
                  ? t('select.sub-count', {
                      count: c.children_count,
                      formatted: formatNumber(c.children_count),
                    })
                  : undefined,
            })}
          />
        )}
        {step === 'category' && parentId && (
          <ChoiceGrid
            label={stepTitle}
            query={subCategories}
            selectedId={selectedCategory?.id}
            onChoose={(c) => finish(asCategory(c))}
            toChoice={(c) => ({
              id: c.id,
              name: c.name,
              media: <CategoryIcon name={c.icon} icons={icons} />,
            })}
            leading={
              parent && (
                <li className="col-span-2 sm:col-span-3 lg:col-span-4">
                  <ChoiceButton
                    emphasis
                    selected={selectedCategory?.id === parent.id}
                    onClick={() => finish(asCategory(parent))}
                    choice={{
                      id: parent.id,
                      name: t('select.all-of', { parent: parent.name }),
                      media: <LayoutGrid className="size-6" aria-hidden="true" />,
                      detail: t('select.all-of-detail'),
                    }}
                  />
                </li>
              )
            }
          />
        )}
      </section>
    </Screen>
  );
}
