import type { Category } from '@souq/contract';
import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useSelectionStore } from '../../../lib/stores/selection-store';
import { useCountries, useRegions, useSubCategories } from '../api/get-catalog';
import { useCategoryIcons } from '../lib/use-category-icons';
import { asSelectedCategory, type useSelectionSteps } from '../lib/use-selection-steps';
import { CategoryIcon } from './category-icon';
import { ChoiceButton, ChoiceGrid } from './choice-grid';

type Steps = ReturnType<typeof useSelectionSteps>;

/** The choices of the open step: countries, the country's regions, categories or a category's children. */
export function SelectionStepChoices({ steps, title }: { steps: Steps; title: string }) {
  const { t } = useTranslation('catalog');
  const { selectedCountry, selectedGovernorate } = useSelectionStore();
  const countries = useCountries();
  const regions = useRegions(selectedCountry?.id ?? null);

  if (steps.step === 'country') {
    return (
      <ChoiceGrid
        label={t('select.steps.country')}
        query={countries}
        selectedId={selectedCountry?.id}
        onChoose={steps.chooseCountry}
        toChoice={(c) => ({
          id: c.id,
          name: c.name,
          media: <span aria-hidden="true">{c.flag}</span>,
        })}
      />
    );
  }
  if (steps.step === 'region') {
    return (
      <ChoiceGrid
        label={t('select.steps.region')}
        query={regions}
        selectedId={selectedGovernorate?.id}
        onChoose={steps.chooseRegion}
        toChoice={(r) => ({ id: r.id, name: r.name })}
      />
    );
  }
  return steps.parentId ? (
    <SubCategoryChoices steps={steps} parentId={steps.parentId} title={title} />
  ) : (
    <TopCategoryChoices steps={steps} />
  );
}

function TopCategoryChoices({ steps }: { steps: Steps }) {
  const { t } = useTranslation('catalog');
  const icons = useCategoryIcons();
  const selectedCategory = useSelectionStore((s) => s.selectedCategory);
  return (
    <ChoiceGrid
      label={t('select.steps.category')}
      query={steps.categories}
      selectedId={selectedCategory?.parent_id ?? selectedCategory?.id}
      onChoose={steps.chooseCategory}
      toChoice={(c: Category) => ({
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
  );
}

function SubCategoryChoices({
  steps,
  parentId,
  title,
}: {
  steps: Steps;
  parentId: number;
  title: string;
}) {
  const { t } = useTranslation('catalog');
  const icons = useCategoryIcons();
  const selectedCategory = useSelectionStore((s) => s.selectedCategory);
  const subCategories = useSubCategories(parentId);
  const { parent } = steps;
  return (
    <ChoiceGrid
      label={title}
      query={subCategories}
      selectedId={selectedCategory?.id}
      onChoose={(c) => steps.finish(asSelectedCategory(c))}
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
              onClick={() => steps.finish(asSelectedCategory(parent))}
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
  );
}
