import { webPaths } from '@souq/contract/web-paths';
import { Heart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Brand } from '../../components/logo';
import { cn } from '../../lib/cn';
import { useAuthStore } from '../../lib/stores/auth-store';
import { AddNewButton } from './add-new-dialog';
import { ChatLink } from './chat-link';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { useScrolled } from './use-scrolled';

const HEADER_HEIGHT = 'h-16';

// Only pages with navigation show the selection chip: the landing page does not load it.
const SelectionChip = lazy(() =>
  import('../../features/catalog/components/selection-chip').then((m) => ({
    default: m.SelectionChip,
  })),
);

// Signed-in only: a visitor's first load (the landing page's above all) does not carry it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

// Signed-in only, after the page: the chat icon's live unread badge, message sound and call dialog.

// Signed-in only, after the page: the bell's live count and its dropdown (on chat's socket).
const NotificationsLive = lazy(() => import('./notifications-live'));

// Signed-in only, after the page: the saved ids behind every heart and the wish list's count.
const WishlistLive = lazy(() => import('../../features/wishlist/components/wishlist-live'));

const iconLinkClass =
  'relative grid size-10 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The main header; it becomes fixed once the page is scrolled past the top. */
export function Header({ showNav }: { showNav: boolean }) {
  const { t } = useTranslation('common');
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const scrolled = useScrolled();

  return (
    <>
      {/* Keeps the content in place while the header is taken out of the flow. */}
      {scrolled && <div className={HEADER_HEIGHT} aria-hidden="true" />}
      <header
        data-fixed={scrolled || undefined}
        className={cn(
          HEADER_HEIGHT,
          'z-40 w-full border-b border-slate-200 bg-white/95 backdrop-blur',
          scrolled ? 'fixed inset-x-0 top-0 shadow-md' : 'relative',
        )}
      >
        <div className="mx-auto flex h-full max-w-[1400px] items-center gap-3 px-4 sm:px-6 lg:px-8">
          {showNav && (
            <MobileMenu title={t('nav.menu')}>
              {(close) => (
                <>
                  <div className="mb-3 border-b border-slate-100 pb-3">
                    <Suspense fallback={<div className="h-9" />}>
                      <SelectionChip block onNavigate={close} />
                    </Suspense>
                  </div>
                  <MainNav vertical onNavigate={close} />
                </>
              )}
            </MobileMenu>
          )}
          <Link
            to={webPaths.landing}
            aria-label={t('header.home-link')}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            <Brand compact={isAuthenticated} />
          </Link>
          {showNav && (
            <div className="ms-4 hidden md:block">
              <MainNav />
            </div>
          )}
          <div className="ms-auto flex items-center gap-0.5 sm:gap-2">
            {showNav && (
              // Signed in, the header also holds Add New, the wish list, chat and the user menu.
              <div
                className={cn('me-1 hidden min-w-0', isAuthenticated ? '2xl:block' : 'xl:block')}
              >
                <Suspense fallback={null}>
                  <SelectionChip compact />
                </Suspense>
              </div>
            )}
            <LanguageSwitcher />
            {isAuthenticated ? (
              <>
                <AddNewButton />
                <span className="relative">
                  <Link
                    to={webPaths.wishList}
                    aria-label={t('header.wish-list')}
                    className={iconLinkClass}
                  >
                    <Heart className="size-5" aria-hidden="true" />
                  </Link>
                  <Suspense fallback={null}>
                    <WishlistLive />
                  </Suspense>
                </span>
                {/* Its place is kept while the bell loads (nothing of it in the page's first load). */}
                <Suspense fallback={<span className="size-10" />}>
                  <NotificationsLive className={iconLinkClass} />
                </Suspense>
                <ChatLink className={iconLinkClass} />
                <Suspense fallback={<span className="size-10 rounded-full bg-slate-100" />}>
                  <UserMenu />
                </Suspense>
              </>
            ) : (
              !showNav && (
                <div className="flex items-center gap-2">
                  <Button to={webPaths.login} variant="ghost" size="sm">
                    {t('nav.login')}
                  </Button>
                  <span className="hidden sm:block">
                    <Button to={webPaths.register} size="sm">
                      {t('nav.signup')}
                    </Button>
                  </span>
                </div>
              )
            )}
          </div>
        </div>
      </header>
    </>
  );
}
