import type { LucideIcon } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Loader } from './loader';
import { Screen } from './screen';

/** Why the listing asked for cannot be changed here (not the viewer's, locked, missing). */
export interface ListingFormRefusal {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where to go instead: the area's list. */
  back: { to: string; label: string };
}

/** The area's own page titles (its `form.title`, `form.edit-title`, … in the reader's language). */
type ListingFormTitle = 'form.title' | 'form.subtitle' | 'form.edit-title' | 'form.edit-subtitle';

/**
 * The page of a listing's form (`/AddAds`, `/add_auction`), new or edited: a loader while the
 * edited listing loads, why it can't be changed when it can't, else the form (a lazy chunk).
 */
export function ListingFormScreen({
  editing,
  loading,
  say,
  refusal,
  children,
}: {
  /** A listing is being changed (`?edit={id}`), not a new one posted. */
  editing: boolean;
  /** The edited listing is loading. */
  loading: boolean;
  say: (key: ListingFormTitle) => string;
  refusal: ListingFormRefusal | null;
  children: ReactNode;
}) {
  let body: ReactNode;
  if (editing && loading) body = <Loader />;
  else if (refusal)
    body = (
      <EmptyState
        icon={refusal.icon}
        title={refusal.title}
        description={refusal.description}
        action={
          <Button to={refusal.back.to} variant="outline">
            {refusal.back.label}
          </Button>
        }
      />
    );
  else body = <Suspense fallback={<Loader />}>{children}</Suspense>;

  return (
    <Screen
      title={say(editing ? 'form.edit-title' : 'form.title')}
      subtitle={say(editing ? 'form.edit-subtitle' : 'form.subtitle')}
    >
      <div className="mx-auto max-w-4xl">{body}</div>
    </Screen>
  );
}
