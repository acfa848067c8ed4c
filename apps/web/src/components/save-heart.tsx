import { webPaths } from '@souq/contract/web-paths';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { useAuthStore } from '../lib/stores/auth-store';
import { type SavedKind, useSavedStore } from '../lib/stores/saved-store';

const shapes = {
  /** Round, over a card's picture. */
  overlay:
    'absolute end-3 top-3 z-10 grid size-9 place-items-center rounded-full bg-white/90 shadow-sm backdrop-blur',
  /** In a card's corner, on white. */
  icon: 'relative z-10 grid size-9 shrink-0 place-items-center rounded-full hover:bg-slate-100',
  /** A labelled button, on a detail page. */
  button:
    'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-xl border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:border-red-300 aria-pressed:bg-red-50 aria-pressed:text-red-700',
  /** The same, a whole column wide (a detail page's side column). */
  wide: 'flex h-11 w-full items-center justify-center gap-2 whitespace-nowrap rounded-xl border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:border-red-300 aria-pressed:bg-red-50 aria-pressed:text-red-700',
} as const;

/**
 * The heart of an ad, a job or an auction: filled when saved, pressed to save or remove. The
 * state comes from the wish list's live part (`useSavedStore`); before it has loaded the heart
 * waits (disabled). A visitor's heart leads to the login page; one's own items have none.
 */
export function SaveHeart({
  kind,
  id,
  ownerId,
  shape = 'overlay',
  className = '',
}: {
  kind: SavedKind;
  id: number;
  /** The item's owner: no heart on the viewer's own items. */
  ownerId: number;
  shape?: keyof typeof shapes;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const saved = useSavedStore((s) => s.ids[kind].has(id));
  const toggle = useSavedStore((s) => s.toggle);
  const own = useSavedStore((s) => s.viewerId === ownerId);
  const label = t('saved.save');
  const classes = `${shapes[shape]} focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`;
  const icon = (
    <Heart
      className={cn('size-5', saved ? 'fill-red-500 text-red-500' : 'text-slate-600')}
      aria-hidden="true"
    />
  );
  if (own) return null;
  if (!signedIn) {
    return (
      <Link to={webPaths.login} aria-label={t('saved.save')} className={classes}>
        {icon}
        {(shape === 'button' || shape === 'wide') && t('saved.save')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      // A labelled button is named by its text (the same whether pressed or not).
      aria-label={shape === 'button' || shape === 'wide' ? undefined : label}
      title={saved ? t('saved.remove') : label}
      disabled={!toggle}
      onClick={(event) => {
        event.preventDefault();
        toggle?.(kind, id);
      }}
      className={cn(classes, 'disabled:cursor-wait')}
    >
      {icon}
      {(shape === 'button' || shape === 'wide') && label}
    </button>
  );
}
