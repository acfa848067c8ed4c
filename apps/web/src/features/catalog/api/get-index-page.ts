import type { IndexPage } from '@souq/contract';
import { homeEndpoints } from '@souq/contract/endpoints';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/client';

// The landing page is the first thing a visitor loads: the small fetch client and state keep the
// query cache's observers out of its bundle (the budget is 150 KB). Remembered per language.
const cache = new Map<string, Promise<IndexPage>>();

export function getIndexPage(language: string): Promise<IndexPage> {
  let pending = cache.get(language);
  if (!pending) {
    pending = api.call(homeEndpoints.indexPage).then((response) => response.data);
    // A failure is not remembered: the next visit asks again.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

/** The landing page's live counts and top categories, in `language`. */
export function useIndexPage(language: string) {
  const [state, setState] = useState<{ data?: IndexPage; isError: boolean }>({ isError: false });
  useEffect(() => {
    let cancelled = false;
    getIndexPage(language).then(
      (data) => !cancelled && setState({ data, isError: false }),
      () => !cancelled && setState({ isError: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [language]);
  return { ...state, isPending: !state.data && !state.isError };
}
