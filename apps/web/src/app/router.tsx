import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { StartupFallback } from '../components/splash';
import { registerNavigate } from '../lib/api/navigation';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { RequireAuth } from './guards/require-auth';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type RouteModule = Promise<{ default: ComponentType }>;

/**
 * A lazily loaded route module (its default export is the page), and the translation
 * namespaces its page uses beyond the core ones (`CORE_NAMESPACES`), loaded alongside it so
 * the page renders with its texts instead of suspending.
 */
const page = (
  path: string | undefined,
  load: () => RouteModule,
  namespaces: readonly Namespace[] = [],
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  },
});

/** The seed's route table (§2): layout presence and guard per route. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // The splash while the first page's code and texts load (seed §2: "Pages load lazily with a
    // loader"; §4: the splash shows while the loading flag is set).
    HydrateFallback: StartupFallback,
    ErrorBoundary: RouteError,
    children: [
      // Landing: header with the language switcher, no navigation, no footer.
      {
        path: '/',
        element: <MainLayout nav={false} footer={false} />,
        children: [page(undefined, () => import('./routes/landing'))],
      },
      // Header and navigation, no footer.
      {
        element: <MainLayout footer={false} />,
        children: [
          page('selectCategory', () => import('./routes/select-category')),
          {
            Component: RequireAuth,
            children: [page('jobs/:id/applyJob', () => import('./routes/apply-job'), ['jobs'])],
          },
        ],
      },
      // Header, navigation and footer.
      {
        element: <MainLayout />,
        children: [
          page('home', () => import('./routes/home'), ['ads', 'auctions', 'jobs']),
          page('contact', () => import('./routes/contact'), ['pages']),
          {
            Component: RequireAuth,
            children: [
              page('chat', () => import('./routes/chat'), ['chat']),
              page('chat/channels', () => import('./routes/chat-channels'), ['chat']),
              page('notifications', () => import('./routes/notifications'), ['notifications']),
              page('profile', () => import('./routes/profile'), [
                'accounts',
                'ads',
                'auctions',
                'jobs',
                'wishlist',
              ]),
              page('jobs', () => import('./routes/jobs'), ['jobs']),
              page('jobs/:id', () => import('./routes/job-details'), ['jobs']),
              page('addOpportunity', () => import('./routes/add-opportunity'), ['jobs']),
              page('opportunities/:id', () => import('./routes/opportunity'), ['jobs']),
              page('auctions', () => import('./routes/auctions'), ['auctions']),
              page('add_auction', () => import('./routes/add-auction'), [
                'accounts',
                'ads',
                'auctions',
              ]),
              page('auction/:id', () => import('./routes/auction-details'), [
                'ads',
                'auctions',
                'pages',
              ]),
              page('view-auction/:id', () => import('./routes/view-auction'), [
                'auctions',
                'pages',
              ]),
              page('ads', () => import('./routes/ads'), ['ads']),
              page('ads/:id', () => import('./routes/ad-details'), ['ads']),
              page('AddAds', () => import('./routes/add-ad'), ['accounts', 'ads']),
              page('view-ads/:id', () => import('./routes/view-ad'), ['ads']),
              page('pages/:slug', () => import('./routes/static-page'), ['pages']),
              page('wish-list', () => import('./routes/wish-list'), [
                'wishlist',
                'ads',
                'jobs',
                'auctions',
              ]),
              page('referrals', () => import('./routes/referrals'), ['referrals']),
            ],
          },
        ],
      },
      // Sign-in pages: no header, no navigation; footer.
      {
        element: <MainLayout header={false} nav={false} />,
        children: [
          page('login', () => import('./routes/login'), ['accounts']),
          page('register', () => import('./routes/register'), ['accounts']),
          page('forget-password', () => import('./routes/forget-password'), ['accounts']),
          page('verification-code', () => import('./routes/verification-code'), ['accounts']),
          page('reset-password', () => import('./routes/reset-password'), ['accounts']),
        ],
      },
      // Community layout, signed-in only.
      {
        Component: RequireAuth,
        children: [
          {
            // Loaded with the first community page: the other pages never need it.
            lazy: async () => ({
              Component: (await import('./layouts/community-layout')).CommunityLayout,
            }),
            children: [
              page('community', () => import('./routes/community'), [
                'accounts',
                'community',
                'reels',
                'stories',
              ]),
              page('community/stories/:id', () => import('./routes/community-story'), [
                'community',
                'stories',
              ]),
              page('community/profile/:id', () => import('./routes/community-profile'), [
                'accounts',
                'community',
                'profiles',
                'reels',
              ]),
              page('community/reels/:id', () => import('./routes/community-reel'), [
                'community',
                'reels',
              ]),
            ],
          },
        ],
      },
      // Anything else: the not-found page, with the footer.
      {
        element: <MainLayout />,
        children: [page('*', () => import('./routes/not-found'), ['pages'])],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Lets the API client's 401 handler navigate without reloading the page.
  registerNavigate((path) => router.navigate(path));
  return router;
}
