import { useState } from 'react';
import { useCategories, useCountries, useRegions, useSubCategories } from './get-catalog';
import { useParentCategoryOf } from './get-parent-category';

// The post-or-edit pages take the parent lookup from here too: one shared chunk for the three.
export { useParentCategoryOf };

/**
 * The catalogue a listing form (an ad, an auction) chooses from, for its route to hand over as
 * data: the categories and the children of the parent the form shows (`onParentChange`), the
 * countries and the regions of the country it shows (`onCountryChange`), and the parent of the
 * edited listing's saved category (`savedCategoryId`, null for a new one).
 */
export function useListingCatalog(savedCategoryId: number | null) {
  const [parentId, setParentId] = useState<number | null>(null);
  const categories = useCategories();
  const parent = categories.data?.find((c) => c.id === parentId);
  const subCategories = useSubCategories(parent?.children_count ? parent.id : null);
  const countries = useCountries();
  const [countryId, setCountryId] = useState<number | null>(null);
  const regions = useRegions(countryId);
  const savedParentId = useParentCategoryOf(savedCategoryId);
  return {
    categories,
    subCategories,
    countries,
    regions,
    savedParentId,
    onParentChange: setParentId,
    onCountryChange: setCountryId,
  };
}
