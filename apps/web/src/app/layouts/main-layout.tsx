import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Header } from './header';

// Below the fold and absent from the landing page: out of every page's first load.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export interface MainLayoutProps {
  header?: boolean;
  nav?: boolean;
  footer?: boolean;
}

/** Optional header, navigation and footer around a page of at most 1400 px. */
export function MainLayout({ header = true, nav = true, footer = true }: MainLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('app.skip-to-content')}
      </a>
      {header && <Header showNav={nav} />}
      <main id="main" className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
      {footer && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
