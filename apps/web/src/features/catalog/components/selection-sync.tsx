import type { Category, Country, Region } from '@souq/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/stores/auth-store';
import {
  isCompleteSelection,
  isEmptySelection,
  type Selection,
  useSelectionStore,
} from '../../../lib/stores/selection-store';
import { categoriesQuery, countriesQuery, regionsQuery } from '../api/get-catalog';
import { getServerSelection, saveServerSelection } from '../api/selection';

/** The stored selection with every name (and flag, icon, parent) from the catalogue, in the active language. */
async function renamed(client: QueryClient, selection: Selection): Promise<Selection> {
  const {
    selectedCountry: country,
    selectedGovernorate: region,
    selectedCategory: category,
  } = selection;
  const find = <T extends { id: number }>(list: T[] | undefined, id: number | undefined) =>
    list?.find((item) => item.id === id);
  const [countries, regions, top] = await Promise.all([
    country ? client.fetchQuery(countriesQuery()) : undefined,
    country && region ? client.fetchQuery(regionsQuery(country.id)) : undefined,
    category ? client.fetchQuery(categoriesQuery(null)) : undefined,
  ]);
  let foundCategory: Category | undefined = find(top, category?.id);
  if (category && !foundCategory && category.parent_id) {
    foundCategory = find(await client.fetchQuery(categoriesQuery(category.parent_id)), category.id);
  }
  const c: Country | undefined = find(countries, country?.id);
  const r: Region | undefined = find(regions, region?.id);
  return {
    selectedCountry: country && (c ? { id: c.id, name: c.name, flag: c.flag } : country),
    selectedGovernorate: region && (r ? { id: r.id, name: r.name } : region),
    selectedCategory:
      category &&
      (foundCategory
        ? {
            id: foundCategory.id,
            name: foundCategory.name,
            icon: foundCategory.icon,
            parent_id: foundCategory.parent_id,
          }
        : category),
  };
}

/**
 * Keeps the persisted selection right without any UI:
 * - its names follow the active language (the page reloads on a switch, then they are named again);
 * - signed in with an empty selection on this device, the one stored on the server is loaded (it
 *   follows the user from another device); a complete local one the server lacks is sent there.
 */
export function SelectionSync() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const language = i18n.language;

  useEffect(() => {
    const { namesLanguage, setSelection, ...selection } = useSelectionStore.getState();
    if (isEmptySelection(selection) || namesLanguage === language) return;
    let cancelled = false;
    renamed(client, selection)
      .then((next) => {
        if (!cancelled) setSelection(next, language);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [client, language]);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const sync = async () => {
      const local = useSelectionStore.getState();
      const server = await getServerSelection();
      if (cancelled) return;
      if (isEmptySelection(local) && server.country && server.region && server.category) {
        local.setSelection(
          {
            selectedCountry: { ...server.country },
            selectedGovernorate: { ...server.region },
            selectedCategory: { ...server.category },
          },
          language,
        );
      } else if (!server.category && isCompleteSelection(local)) {
        await saveServerSelection(local);
      }
    };
    sync().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token, language]);

  return null;
}
