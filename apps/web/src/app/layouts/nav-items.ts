import { webPaths } from '@souq/contract/web-paths';
import {
  BriefcaseBusiness,
  Gavel,
  House,
  LogIn,
  type LucideIcon,
  Mail,
  Megaphone,
  UserPlus,
} from 'lucide-react';
import type { TranslationKey } from '../../lib/i18n-keys';

/** A navigation entry: translation key, icon and path (seed §3). */
export interface NavItem {
  name: TranslationKey;
  icon: LucideIcon;
  path: string;
}

export const mainNavItems: readonly NavItem[] = [
  { name: 'nav.home', icon: House, path: webPaths.home },
  { name: 'nav.jobs', icon: BriefcaseBusiness, path: webPaths.jobs },
  { name: 'nav.auction', icon: Gavel, path: webPaths.auctions },
  { name: 'nav.ads', icon: Megaphone, path: webPaths.ads },
  { name: 'nav.contact', icon: Mail, path: webPaths.contact },
];

export const guestNavItems: readonly NavItem[] = [
  { name: 'nav.login', icon: LogIn, path: webPaths.login },
  { name: 'nav.signup', icon: UserPlus, path: webPaths.register },
];

/** The seed's order; login and sign-up only for signed-out visitors. */
export function getNavItems(isAuthenticated: boolean): NavItem[] {
  return isAuthenticated ? [...mainNavItems] : [...mainNavItems, ...guestNavItems];
}
