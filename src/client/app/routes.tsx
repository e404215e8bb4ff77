import type { RouteObject } from 'react-router-dom';
import { paths } from './paths';

/**
 * Two lazy route trees: the public site and the back-office. A visitor's first load carries no
 * back-office code (webpack chunk names start with "admin").
 */
export const routes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-login" */ '../pages/admin/LoginPage')).default }),
  },
  {
    path: paths.admin.root,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../layouts/AdminLayout')).default }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../pages/admin/DashboardPage')).default }),
      },
      { path: 'customers', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../pages/admin/adminSections')).CustomersPage }) },
      { path: 'posts', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../pages/admin/adminSections')).PostsPage }) },
      { path: 'employees', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../pages/admin/adminSections')).EmployeesPage }) },
      { path: 'chats', lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin" */ '../pages/admin/adminSections')).ChatsPage }) },
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
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "public" */ '../layouts/PublicLayout')).default }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-home" */ '../pages/public/HomePage')).default }) },
      { path: '*', lazy: async () => ({ Component: (await import(/* webpackChunkName: "public" */ '../pages/NotFoundPage')).default }) },
    ],
  },
];
