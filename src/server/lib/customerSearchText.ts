import { phoneQueryDigits, phoneSearchDigits } from '../../shared/validation/phone';
import { fold } from './foldText';

/** The columns of a customer request that the staff search looks in. */
export interface SearchedCustomerColumns {
  name: string;
  phone: string;
  email: string;
  serviceName: string;
}

/**
 * customer_requests.search_text: the searched columns folded (lower case, no diacritics) and
 * joined by line breaks, so that one LIKE finds "nguyen van duc" in "Nguyễn Văn Đức" on SQLite and
 * PostgreSQL alike; the phone as its national and E.164 digits ("0912345678 84912345678").
 * Every write of those columns writes it too (the type of the table requires it).
 */
export function customerSearchText(c: SearchedCustomerColumns): string {
  return fold(`${c.name}\n${phoneSearchDigits(c.phone)}\n${c.email}\n${c.serviceName}`);
}

/**
 * The LIKE pattern of a staff search: folded like the column, LIKE's wildcards escaped ("50%" finds
 * "50%"). A query that is only a phone number in some written form ("0912 345", "+84 912-345")
 * is searched as its digits, the form the column keeps phones in.
 */
export function customerSearchPattern(q: string): string {
  const folded = phoneQueryDigits(q) ?? fold(q);
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
