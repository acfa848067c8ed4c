import { type WebPath, webPaths } from '@souq/contract/web-paths';
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

/** A page's pattern relative to the root layout (`/jobs/:id` → `jobs/:id`). */
const at = (path: WebPath) => path.slice(1);

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
        path: webPaths.landing,
        element: <MainLayout nav={false} footer={false} />,
        children: [page(undefined, () => import('./routes/landing'))],
      },
      // Header and navigation, no footer.
      {
        element: <MainLayout footer={false} />,
        children: [
          page(at(webPaths.selectCategory), () => import('./routes/select-category')),
          {
            Component: RequireAuth,
            children: [page(at(webPaths.applyJob), () => import('./routes/apply-job'), ['jobs'])],
          },
        ],
      },
      // Header, navigation and footer.
      {
        element: <MainLayout />,
        children: [
          page(at(webPaths.home), () => import('./routes/home'), ['ads', 'auctions', 'jobs']),
          page(at(webPaths.contact), () => import('./routes/contact'), ['pages']),
          {
            Component: RequireAuth,
            children: [
              page(at(webPaths.chat), () => import('./routes/chat'), ['chat']),
              page(at(webPaths.chatChannels), () => import('./routes/chat-channels'), ['chat']),
              page(at(webPaths.notifications), () => import('./routes/notifications'), [
                'notifications',
              ]),
              page(at(webPaths.profile), () => import('./routes/profile'), [
                'accounts',
                'ads',
                'auctions',
                'jobs',
                'wishlist',
              ]),
              page(at(webPaths.jobs), () => import('./routes/jobs'), ['jobs']),
              page(at(webPaths.job), () => import('./routes/job-details'), ['jobs']),
              page(at(webPaths.addOpportunity), () => import('./routes/add-opportunity'), ['jobs']),
              page(at(webPaths.opportunity), () => import('./routes/opportunity'), ['jobs']),
              page(at(webPaths.auctions), () => import('./routes/auctions'), ['auctions']),
              page(at(webPaths.addAuction), () => import('./routes/add-auction'), [
                'accounts',
                'ads',
                'auctions',
              ]),
              page(at(webPaths.auction), () => import('./routes/auction-details'), [
                'ads',
                'auctions',
                'pages',
              ]),
              page(at(webPaths.viewAuction), () => import('./routes/view-auction'), [
                'auctions',
                'pages',
              ]),
              page(at(webPaths.ads), () => import('./routes/ads'), ['ads']),
              page(at(webPaths.ad), () => import('./routes/ad-details'), ['ads']),
              page(at(webPaths.addAd), () => import('./routes/add-ad'), ['accounts', 'ads']),
              page(at(webPaths.viewAd), () => import('./routes/view-ad'), ['ads']),
              page(at(webPaths.page), () => import('./routes/static-page'), ['pages']),
              page(at(webPaths.wishList), () => import('./routes/wish-list'), [
                'wishlist',
                'ads',
                'jobs',
                'auctions',
              ]),
              page(at(webPaths.referrals), () => import('./routes/referrals'), ['referrals']),
            ],
          },
        ],
      },
      // Sign-in pages: no header, no navigation; footer.
      {
        element: <MainLayout header={false} nav={false} />,
        children: [
          page(at(webPaths.login), () => import('./routes/login'), ['accounts']),
          page(at(webPaths.register), () => import('./routes/register'), ['accounts']),
          page(at(webPaths.forgetPassword), () => import('./routes/forget-password'), ['accounts']),
          page(at(webPaths.verificationCode), () => import('./routes/verification-code'), [
            'accounts',
          ]),
          page(at(webPaths.resetPassword), () => import('./routes/reset-password'), ['accounts']),
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
              page(at(webPaths.community), () => import('./routes/community'), [
                'accounts',
                'community',
                'reels',
                'stories',
              ]),
              page(at(webPaths.story), () => import('./routes/community-story'), [
                'community',
                'stories',
              ]),
              page(at(webPaths.communityProfile), () => import('./routes/community-profile'), [
                'accounts',
                'community',
                'profiles',
                'reels',
              ]),
              page(at(webPaths.reel), () => import('./routes/community-reel'), [
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
