import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loader } from '../components/loader';
import { registerNavigate } from '../lib/api/navigation';
import { RequireAuth } from './guards/require-auth';
import { CommunityLayout } from './layouts/community-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type RouteModule = Promise<{ default: ComponentType }>;

/** A lazily loaded route module (its default export is the page). */
const page = (path: string | undefined, load: () => RouteModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
});

/** The seed's route table (§2): layout presence and guard per route. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <Loader fullPage />,
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
            children: [page('jobs/:id/applyJob', () => import('./routes/apply-job'))],
          },
        ],
      },
      // Header, navigation and footer.
      {
        element: <MainLayout />,
        children: [
          page('home', () => import('./routes/home')),
          page('contact', () => import('./routes/contact')),
          {
            Component: RequireAuth,
            children: [
              page('chat', () => import('./routes/chat')),
              page('profile', () => import('./routes/profile')),
              page('jobs', () => import('./routes/jobs')),
              page('jobs/:id', () => import('./routes/job-details')),
              page('addOpportunity', () => import('./routes/add-opportunity')),
              page('opportunities/:id', () => import('./routes/opportunity')),
              page('auctions', () => import('./routes/auctions')),
              page('add_auction', () => import('./routes/add-auction')),
              page('auction/:id', () => import('./routes/auction-details')),
              page('view-auction/:id', () => import('./routes/view-auction')),
              page('ads', () => import('./routes/ads')),
              page('ads/:id', () => import('./routes/ad-details')),
              page('AddAds', () => import('./routes/add-ad')),
              page('view-ads/:id', () => import('./routes/view-ad')),
              page('pages/:slug', () => import('./routes/static-page')),
              page('wish-list', () => import('./routes/wish-list')),
            ],
          },
        ],
      },
      // Sign-in pages: no header, no navigation; footer.
      {
        element: <MainLayout header={false} nav={false} />,
        children: [
          page('login', () => import('./routes/login')),
          page('register', () => import('./routes/register')),
          page('forget-password', () => import('./routes/forget-password')),
          page('verification-code', () => import('./routes/verification-code')),
          page('reset-password', () => import('./routes/reset-password')),
        ],
      },
      // Community layout, signed-in only.
      {
        Component: RequireAuth,
        children: [
          {
            Component: CommunityLayout,
            children: [
              page('community', () => import('./routes/community')),
              page('community/stories/:id', () => import('./routes/community-story')),
              page('community/profile/:id', () => import('./routes/community-profile')),
              page('community/reels/:id', () => import('./routes/community-reel')),
            ],
          },
        ],
      },
      // Anything else: the not-found page, with the footer.
      {
        element: <MainLayout />,
        children: [page('*', () => import('./routes/not-found'))],
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
