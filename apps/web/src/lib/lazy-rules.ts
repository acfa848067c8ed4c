import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's rules are the contract's zod schemas (zod alone is ≈27 KB gzip): they load when a
 * form is first checked, or while the browser is idle once the form shows, never with the page.
 */
export type LoadRules<M> = () => Promise<M>;

/** A react-hook-form resolver that imports the rules (`load`) on the first validation. */
export const lazyResolver =
  <T extends FieldValues, M>(
    load: LoadRules<M>,
    resolverOf: (rules: M) => Resolver<T>,
  ): Resolver<T> =>
  async (values, context, options) =>
    resolverOf(await load())(values, context, options);

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 1500);
  return () => window.clearTimeout(timer);
};

/**
 * Fetches the rules while the browser is idle, so the first check need not wait for them; the
 * loaded module once it is there (null before), for checks that run as the user types.
 */
export function useRulesWhenIdle<M>(load: LoadRules<M>): M | null {
  const [rules, setRules] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void load().then((loaded) => {
        if (live) setRules(() => loaded);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load]);
  return rules;
}
