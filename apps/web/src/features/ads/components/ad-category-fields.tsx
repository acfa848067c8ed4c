import type { Category } from '@souq/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import type { AdFormValues } from '../lib/ad-form-schema';
import { useAdFieldErrors, useAdFormField } from '../lib/use-ad-form-field';

/** The categories the form offers, given by the route (the catalogue's data). */
export interface AdCategoryChoices {
  /** The top-level categories (undefined while loading). */
  categories?: Category[];
  isCategoriesLoading: boolean;
  /** The children of the chosen top-level category. */
  subCategories?: Category[];
  isSubCategoriesLoading: boolean;
}

/**
 * A top-level category, then one of its sub-categories when it has any (an ad's category is a
 * leaf). `onParentChange` tells the route whose sub-categories to load.
 */
export function AdCategoryFields({
  choices,
  onParentChange,
}: {
  choices: AdCategoryChoices;
  onParentChange: (parentId: number | null) => void;
}) {
  const { t } = useTranslation('ads');
  const { setValue, clearErrors } = useFormContext<AdFormValues>();
  const errorOf = useAdFieldErrors();
  const parentId = useAdFormField('parent_category_id').value;
  const leaf = useAdFormField('category_id');
  const parent = choices.categories?.find((c) => c.id === parentId);
  const needsSub = (parent?.children_count ?? 0) > 0;
  const error = errorOf('category_id');

  const handleParent = (id: string) => {
    const next = id ? Number(id) : null;
    setValue('parent_category_id', next);
    setValue('category_id', null);
    clearErrors('category_id');
    onParentChange(next);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('form.category')}
        value={parentId ? String(parentId) : ''}
        placeholder={choices.isCategoriesLoading ? t('form.loading') : t('form.choose-category')}
        options={(choices.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={handleParent}
        error={error && !needsSub ? error : null}
      />
      <SelectField
        label={t('form.sub-category')}
        value={leaf.value ? String(leaf.value) : ''}
        placeholder={
          choices.isSubCategoriesLoading && !choices.subCategories
            ? t('form.loading')
            : t('form.choose-sub-category')
        }
        disabled={!needsSub}
        hint={
          !parent ? t('form.category-first') : !needsSub ? t('form.no-sub-categories') : undefined
        }
        options={(choices.subCategories ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        }))}
        onChange={(id) => leaf.set(id ? Number(id) : null)}
        error={needsSub ? error : null}
      />
    </div>
  );
}
