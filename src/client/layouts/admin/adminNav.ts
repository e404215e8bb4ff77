import type { Role } from '../../../shared/constants';
import { SHELL_MSG } from '../../../shared/messages';
import { MSG_JOBS_ADMIN } from '../../../shared/messages/jobsAdmin';
import { paths } from '../../../shared/paths';

export interface AdminNavItem {
  key: 'home' | 'customers' | 'posts' | 'employees' | 'chats' | 'jobs';
  label: string;
  to: string;
  /** Roles that see the entry; the server enforces the same on its routes. */
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['USER', 'ADMIN'];
const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: 'home', label: SHELL_MSG.nav.home, to: paths.admin.root, roles: ALL },
  { key: 'customers', label: SHELL_MSG.nav.customers, to: paths.admin.customers, roles: ALL },
  { key: 'posts', label: SHELL_MSG.nav.posts, to: paths.admin.posts, roles: ALL },
  { key: 'employees', label: SHELL_MSG.nav.employees, to: paths.admin.employees, roles: ADMIN_ONLY },
  { key: 'chats', label: SHELL_MSG.nav.chats, to: paths.admin.chats, roles: ADMIN_ONLY },
  { key: 'jobs', label: MSG_JOBS_ADMIN.nav, to: paths.admin.jobs, roles: ALL },
];

export function navFor(role: Role | null): AdminNavItem[] {
  return role ? ADMIN_NAV.filter((item) => item.roles.includes(role)) : [];
}
