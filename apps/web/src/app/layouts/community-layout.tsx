import { href, webPaths } from '@souq/contract/web-paths';
import { Bell, Clapperboard, House, LayoutGrid, type LucideIcon, UsersRound } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { SearchInput } from '../../components/search-form';
import { useProfile } from '../../features/accounts/api/get-profile';
import { cn } from '../../lib/cn';
import type { TranslationKey } from '../../lib/i18n-keys';
import { ChatLink } from './chat-link';
import { MobileMenu } from './mobile-menu';

// After the page: the chat icon's live unread badge, message sound and call dialog.
// After the page: the bell's live count and its dropdown (on chat's socket).
const NotificationsLive = lazy(() => import('./notifications-live'));
// As in the main header: the menu's code follows the page.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

interface CommunityNavItem {
  name: TranslationKey<'community'>;
  icon: LucideIcon;
  /** The address, or how to make it from the signed-in user's id. */
  path: string | ((meId: number) => string);
  /** The `view` query value that marks this item active on /community. */
  view: string | null;
}

const communityNavItems: readonly CommunityNavItem[] = [
  { name: 'nav.home', icon: House, path: webPaths.community, view: null },
  // The signed-in user's own profile on its Friends tab (with the requests waiting for them).
  {
    name: 'nav.friends',
    icon: UsersRound,
    path: (meId) => href(webPaths.communityProfile, { id: meId }, { tab: 'friends' }),
    view: 'friends',
  },
  {
    name: 'nav.videos',
    icon: Clapperboard,
    path: href(webPaths.community, { view: 'videos' }),
    view: 'videos',
  },
  { name: 'nav.apps', icon: LayoutGrid, path: webPaths.home, view: 'apps' },
];

function useActiveView(): string | null | undefined {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname !== webPaths.community) return undefined;
  return params.get('view');
}

function CommunitySearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? href(webPaths.community, { q }) : webPaths.community);
  };
  return (
    <search className={cn('block', className)}>
      <form onSubmit={handleSubmit}>
        <SearchInput
          value={query}
          onChange={setQuery}
          placeholder={t('search.placeholder')}
          label={t('search.label')}
          look="pill"
        />
      </form>
    </search>
  );
}

function CommunityNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('community');
  const activeView = useActiveView();
  const { pathname, search } = useLocation();
  const { data: me } = useProfile();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
        {communityNavItems.map(({ name, icon: Icon, path: template, view }) => {
          // Until the account is known, "my profile" has no address: a link without one.
          const path =
            typeof template === 'function' ? (me?.id ? template(me.id) : null) : template;
          const isActive =
            view === 'friends'
              ? path !== null && `${pathname}${search}` === path
              : activeView !== undefined && activeView === view;
          const shape = `flex items-center gap-3 rounded-xl font-medium ${
            vertical ? 'px-3 py-3' : 'h-11 px-6 lg:px-8'
          }`;
          const label = {
            'aria-label': vertical ? undefined : t(name),
            title: vertical ? undefined : t(name),
          };
          return (
            <li key={name}>
              {path === null ? (
                <a
                  {...label}
                  role="link"
                  aria-disabled="true"
                  className={cn(shape, 'text-slate-400')}
                >
                  <Icon className="size-6" aria-hidden="true" />
                  {vertical && t(name)}
                </a>
              ) : (
                <Link
                  to={path}
                  onClick={onNavigate}
                  {...label}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    shape,
                    'focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <Icon className="size-6" aria-hidden="true" />
                  {vertical && t(name)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Community header: search box, icon navigation, notifications, chat and a mobile menu. */
export function CommunityLayout() {
  const { t } = useTranslation(['community', 'common']);
  const iconButtonClass =
    'grid size-10 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white shadow-sm">
        <div className="mx-auto flex h-full max-w-[1400px] items-center gap-3 px-4 sm:px-6">
          <MobileMenu title={t('community:title')}>
            {(close) => (
              <div className="space-y-4">
                <CommunitySearch />
                <CommunityNav vertical onNavigate={close} />
              </div>
            )}
          </MobileMenu>
          <Link
            to={webPaths.community}
            aria-label={t('community:home-link')}
            className="shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Logo className="size-10" />
          </Link>
          <CommunitySearch className="hidden w-64 md:block" />
          <div className="mx-auto hidden md:block">
            <CommunityNav />
          </div>
          <div className="ms-auto flex items-center gap-2 md:ms-0">
            <LanguageSwitcher />
            <Suspense
              fallback={
                <Link
                  to={webPaths.notifications}
                  aria-label={t('common:header.notifications')}
                  className={iconButtonClass}
                >
                  <Bell className="size-5" aria-hidden="true" />
                </Link>
              }
            >
              <NotificationsLive className={cn('relative', iconButtonClass)} />
            </Suspense>
            <ChatLink className={iconButtonClass} />
            <Suspense fallback={<span className="size-10 rounded-full bg-slate-100" />}>
              <UserMenu />
            </Suspense>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
