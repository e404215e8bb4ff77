import { ToastContainer } from 'react-toastify';
import type { StaffNotification } from '../../../src/shared/types/notifications';
import { NotificationBell } from '../../../src/client/features/notifications/NotificationBell';

/** n notifications, newest first; the first `unread` of them unread. */
export function notifications(n: number, unread = 0): StaffNotification[] {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => ({
    id: n - i,
    customerRequestId: 100 + n - i,
    customerServiceName: `Khách hàng ${n - i}`,
    serviceName: i % 2 ? 'Đăng ký bảo hộ nhãn hiệu' : 'Đăng ký bản quyền tác giả',
    createdAt: new Date(now - (i + 1) * 5 * 60_000).toISOString(),
    read: i >= unread,
  }));
}

export function BellWithToasts() {
  return (
    <>
      <NotificationBell />
      <ToastContainer />
    </>
  );
}
