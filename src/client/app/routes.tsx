import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { nextTask } from '../components/nextTask';
import { paths } from '../../shared/paths';
import { serviceRoutes } from '../pages/public/serviceRoutes';

/**
 * Two lazy route trees: the public site and the back-office. A visitor's first load carries no
 * back-office code (webpack chunk names start with "admin"). The public layout and the home page
 * are imported "eager": their code rides in the entry's own files (no request of its own, which on
 * a phone's network would queue behind the page's images: docs/performance.md, "Largest paint"),
 * and is evaluated only when the route loads. The back-office downloads it too (~11–14 KB gzip, once).
 * Written for a data router (the tests use createMemoryRouter); the browser renders it through
 * app/browserRoutes.tsx. The server's renderer knows which chunk holds each route of the pages it
 * renders (ssr/routeChunks.ts).
 */
// What shows while a lazy route tree's first chunk loads (the first paint of the app): nothing,
// rather than a flash; the HTML already carries the page's title and description.
const HydrateFallback = () => null;

export const routes: RouteObject[] = [
  {
    path: paths.login,
    HydrateFallback,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-login" */ '../pages/admin/LoginPage')).default }),
  },
  {
    path: paths.admin.root,
    HydrateFallback,
    // Rendered by the browser alone: a page whose code is in shows in the render that navigates to it (app/browserRoutes.tsx).
    handle: { browserOnly: true },
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../layouts/AdminLayout')).default }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../pages/admin/DashboardPage')).default }),
      },
      { path: 'customers', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-customers" */ '../pages/admin/CustomersPage')).default }) },
      { path: 'posts', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-posts" */ '../pages/admin/PostsPage')).default }) },
      { path: 'employees', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-employees" */ '../pages/admin/EmployeesPage')).default }) },
      { path: 'chats', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-chat" */ '../pages/admin/ChatsPage')).default }) },
      { path: 'jobs', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-jobs" */ '../pages/admin/JobsPage')).default }) },
      {
        path: '*',
        lazy: async () => {
          const NotFound = (await import(/* webpackChunkName: "admin" */ '../pages/NotFoundPage')).default;
          return { Component: () => <NotFound homePath={paths.admin.root} /> };
        },
      },
    ],
  },
  {
    path: '/',
    HydrateFallback,
    lazy: async () => {
      // Evaluated in two tasks of about the same length (together, one long task on a phone:
      // docs/performance.md, "What limits the misses"): first the not-found page, the smallest
      // module that holds MUI's button, container and typography, which the layout and
      // every page use, then the layout. (The header, loaded by itself first, would cost the first
      // load ~80 B gzip: a module also loaded on its own is no longer inlined into the layout's.)
      await import(/* webpackMode: "eager" */ '../pages/NotFoundPage');
      await nextTask();
      return { Component: (await import(/* webpackMode: "eager" */ '../layouts/PublicLayout')).default };
    },
    children: [
      { index: true, lazy: async () => ({ Component: (await import(/* webpackMode: "eager" */ '../pages/public/HomePage')).default }) },
      { path: 've-chung-toi', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-about" */ '../pages/public/AboutPage')).default }) },
      { path: 'lien-he', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-contact" */ '../pages/public/ContactPage')).default }) },
      { path: 'tin-tuc', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-news" */ '../pages/public/NewsListPage')).default }) },
      { path: 'tin-tuc/:id', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-news-article" */ '../pages/public/NewsArticlePage')).default }) },
      { path: 'tuyen-dung', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-careers" */ '../pages/public/CareersPage')).default }) },
      { path: 'tuyen-dung/vi-tri/:id', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-job" */ '../pages/public/JobPage')).default }) },
      { path: 'jobs', element: <Navigate to={paths.careers} replace /> },
      { path: 'recruitment', element: <Navigate to={paths.careers} replace /> },
      ...serviceRoutes,
      { path: '*', lazy: async () => ({ Component: (await import(/* webpackMode: "eager" */ '../pages/NotFoundPage')).default }) },
    ],
  },
];
