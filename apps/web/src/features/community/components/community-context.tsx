import { createContext, type ReactNode, use } from 'react';
import type { PlaceChoices, PlaceValue } from '../../../components/country-region-select';

export interface CommunityContextValue {
  /** The signed-in user's id (null while the profile loads). */
  viewerId: number | null;
  /** Countries and regions for the post form's selects. */
  places: PlaceChoices;
  /** The country a post form shows: the route loads its regions. */
  onCountryChange: (countryId: number | null) => void;
  /** A new post's place: the user's own, else the persisted selection. */
  defaultPlace: PlaceValue;
}

const CommunityContext = createContext<CommunityContextValue | null>(null);

/** The route provides what the feature needs from other areas (profile, catalogue). */
export function CommunityProvider({
  value,
  children,
}: {
  value: CommunityContextValue;
  children: ReactNode;
}) {
  return <CommunityContext value={value}>{children}</CommunityContext>;
}

export function useCommunity(): CommunityContextValue {
  const value = use(CommunityContext);
  if (!value) throw new Error('useCommunity outside CommunityProvider');
  return value;
}
