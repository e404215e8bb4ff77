import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import type { CustomerStatus } from '../../../shared/types/customer';
import { CUSTOMER_TIME_ZONE } from '../../../shared/types/customerAdmin';

export type StatusColor = 'info' | 'primary' | 'warning' | 'success' | 'error' | 'default';

const COLORS: Record<CustomerStatus, StatusColor> = {
  NEW: 'info',
  RECEIVED: 'primary',
  PROCESSING: 'warning',
  COMPLETED: 'success',
  CANCELED: 'error',
};

/** The palette colour of a status; a value this client does not know gets neutral styling. */
export const statusColor = (status: string): StatusColor => COLORS[status as CustomerStatus] ?? 'default';
export const statusLabel = (status: string | null): string => (status ? (M.statusLabel as Record<string, string>)[status] ?? status : '—');

// Every date is shown in Vietnam time, the same day boundaries the server's date filters use.
const dateOnly = new Intl.DateTimeFormat('vi-VN', { timeZone: CUSTOMER_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat('vi-VN', { timeZone: CUSTOMER_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: CUSTOMER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const formatDay = (iso: string) => dateOnly.format(new Date(iso));
export const formatTime = (iso: string) => timeOnly.format(new Date(iso));
/** dd/MM/yyyy HH:mm, the date first as Vietnamese readers expect. */
export const formatDateTime = (iso: string) => `${formatDay(iso)} ${formatTime(iso)}`;
/** YYYY-MM-DD of the instant's day in Vietnam (the value of the from/to filters). */
export const dayOf = (iso: string) => isoDay.format(new Date(iso));
