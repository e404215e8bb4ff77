import { AdminChatConsole } from '../../features/adminChat/AdminChatConsole';
import { RequireAdmin } from './RequireAdmin';

/** /administration/chats: the live-chat console, ADMIN only (back-office spec §2.6, §6). */
export function ChatsPage() {
  return (
    <RequireAdmin>
      <AdminChatConsole />
    </RequireAdmin>
  );
}

export default ChatsPage;
