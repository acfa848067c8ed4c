import type { LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TOP_CATEGORY_ICONS } from './top-category-icons';

let loaded: Record<string, LucideIcon> | null = null;

/**
 * Every category icon the catalogue names. The full map (~14 KB) loads after the page: until then
 * the top-level icons are there and any other category shows a tag for a moment.
 */
export function useCategoryIcons(): Record<string, LucideIcon> {
  const [icons, setIcons] = useState(() => loaded ?? TOP_CATEGORY_ICONS);
  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    void import('./category-icons').then(({ CATEGORY_ICONS }) => {
      loaded = CATEGORY_ICONS;
      if (!cancelled) setIcons(CATEGORY_ICONS);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return icons;
}
