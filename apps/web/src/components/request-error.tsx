import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, refusalKind, retryAfterOf } from '../lib/api/errors';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** Seconds left of `seconds`, counting down once a second from the first render. */
function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

export interface RequestErrorProps {
  /** What failed (a query's or a route's error). */
  error: unknown;
  /** Asks again: a query's `refetch`, a page reload. */
  onRetry: () => void;
  /** The page's own heading ("The ad could not be loaded"); by default one that says why. */
  title?: string;
  /** What to say instead of the error's message. */
  description?: string;
}

/**
 * A refused or failed request as a message in the reader's language with a retry: too many
 * requests (how long to wait, the retry counting down), the server failing, no connection —
 * never the raw answer.
 */
export function RequestError({ error, onRetry, title, description }: RequestErrorProps) {
  const { t } = useTranslation('errors');
  const kind = refusalKind(error);
  const wait = useCountdown(kind === 'rate-limited' ? retryAfterOf(error) : undefined);
  return (
    <div role="alert">
      <EmptyState
        // One icon for every refusal: this page is in every first load (the route error).
        icon={TriangleAlert}
        title={title ?? t(kind ? `refused.${kind}-title` : 'refused.failed-title')}
        description={description ?? getErrorMessage(error)}
        action={
          <Button variant="outline" onClick={onRetry} disabled={wait > 0}>
            {wait > 0 ? t('refused.retry-in', { count: wait }) : t('refused.retry')}
          </Button>
        }
      />
    </div>
  );
}
