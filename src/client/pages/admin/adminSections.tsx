import { MSG } from '../../../shared/messages';
import { RequireAdmin } from './RequireAdmin';
import { SectionPlaceholder } from './SectionPlaceholder';

// Screens that later issues replace with their real pages.
export const CustomersPage = () => <SectionPlaceholder title={MSG.shell.nav.customers} />;
export const PostsPage = () => <SectionPlaceholder title={MSG.shell.nav.posts} />;
export const EmployeesPage = () => (
  <RequireAdmin>
    <SectionPlaceholder title={MSG.shell.nav.employees} />
  </RequireAdmin>
);
export const ChatsPage = () => (
  <RequireAdmin>
    <SectionPlaceholder title={MSG.shell.nav.chats} />
  </RequireAdmin>
);
