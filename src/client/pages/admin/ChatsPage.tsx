import { AdminChatConsole } from '../../features/adminChat/AdminChatConsole';
import { RequireAdmin } from './RequireAdmin';

/** /administration/chats: the live-chat console, ADMIN only. */
export function ChatsPage() {
  return (
    <RequireAdmin>
      <AdminChatConsole />
    </RequireAdmin>
  );
}

export default ChatsPage;
