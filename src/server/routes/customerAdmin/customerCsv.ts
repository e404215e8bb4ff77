import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMER_TIME_ZONE } from '../../../shared/types/customerAdmin';
import { spreadsheetPhone } from '../../../shared/validation/phone';
import type { CustomerRequestRow } from '../../customerRequests/customerRequestsRepository';

/** Excel reads a UTF-8 file as UTF-8 (and shows Vietnamese correctly) only with this mark. */
export const UTF8_BOM = '\uFEFF';

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: CUSTOMER_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: CUSTOMER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** dd/MM/yyyy HH:mm:ss in Vietnam time: the date first, as Vietnamese staff read (and Excel parses) it. */
function formatDate(iso: string | null): string {
  if (!iso) return '';
  const p = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
 * apostrophe, so a customer's text can never execute in the staff's Excel.
 */
export function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function customersCsv(rows: CustomerRequestRow[]): string {
  const lines = [M.csvHeaders.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        r.name,
        spreadsheetPhone(r.phone),
        r.email,
        r.serviceName,
        r.description,
        M.statusLabel[r.status],
        formatDate(r.createdAt),
        formatDate(r.updatedAt),
        formatDate(r.completedAt),
        formatDate(r.cancelledAt),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** khach-hang-YYYY-MM-DD.csv, dated by today in Vietnam. */
export function csvFileName(now = new Date()): string {
  return `khach-hang-${isoDay.format(now)}.csv`;
}
