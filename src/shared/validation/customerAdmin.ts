import * as yup from 'yup';
import { CUSTOMER_ADMIN_MSG as M } from '../messages/customerAdmin';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../types/customer';
import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_SORTS,
  CUSTOMER_SEARCH_MAX,
  CUSTOMERS_MAX_PAGE_SIZE,
  CUSTOMERS_PER_PAGE,
  DEFAULT_CUSTOMER_SORT,
  type CustomerFilters,
  type CustomerSort,
} from '../types/customerAdmin';
import { text } from './common';

/**
 * Query parameters of the staff customer list (GET /customer, GET /customer/export.csv). Query
 * strings arrive as text, so every field is text checked by pattern; an empty value counts as
 * absent (a cleared filter). The client reads its URL search params with the same schema.
 */
const optional = () => text().transform((value: unknown) => (value === '' ? undefined : value));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2026-02-30 is refused), not only the YYYY-MM-DD shape. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const day = () => optional().test('day', M.dateInvalid, (v) => v === undefined || isCalendarDay(v));

export const customerQuerySchema = yup
  .object({
    page: optional().matches(/^\d{1,7}$/, M.pageInvalid),
    size: optional()
      .matches(/^\d{1,3}$/, M.sizeInvalid)
      .test('size', M.sizeInvalid, (v) => v === undefined || (Number(v) >= 1 && Number(v) <= CUSTOMERS_MAX_PAGE_SIZE)),
    q: optional().max(CUSTOMER_SEARCH_MAX, M.searchTooLong),
    status: optional().oneOf([...CUSTOMER_STATUSES, undefined], M.statusInvalid),
    service: optional().matches(/^[1-9]\d{0,9}$/, M.serviceInvalid),
    from: day(),
    to: day(),
    sort: optional().oneOf([...CUSTOMER_SORTS, undefined], M.sortInvalid),
    mine: optional().oneOf(['1', undefined], M.mineInvalid),
  })
  .test('order', M.dateOrder, function order(v) {
    if (v?.from && v.to && isCalendarDay(v.from) && isCalendarDay(v.to) && v.from > v.to) {
      return this.createError({ path: 'to', message: M.dateOrder });
    }
    return true;
  });

export type CustomerQueryInput = yup.InferType<typeof customerQuerySchema>;

/** The validated query as typed values; `page` stays undefined when the caller wants the whole list. */
export function toCustomerQuery(input: CustomerQueryInput): CustomerFilters & { page?: number; size: number; sort: CustomerSort } {
  return {
    page: input.page === undefined ? undefined : Number(input.page),
    size: input.size === undefined ? CUSTOMERS_PER_PAGE : Number(input.size),
    q: input.q || undefined,
    status: input.status as CustomerStatus | undefined,
    service: input.service === undefined ? undefined : Number(input.service),
    from: input.from,
    to: input.to,
    sort: (input.sort as CustomerSort | undefined) ?? DEFAULT_CUSTOMER_SORT,
    mine: input.mine === '1' || undefined,
  };
}

/** PUT /customer/status/{id}?status= */
export const customerStatusQuerySchema = yup.object({
  status: text().required(M.statusRequired).oneOf([...CUSTOMER_STATUSES], M.statusInvalid) as yup.StringSchema<CustomerStatus>,
});

/** POST /customer/note/{id} and the detail's note form: an internal note of 1 to CUSTOMER_NOTE_MAX characters. */
export const customerNoteSchema = yup.object({
  body: text().required(M.noteRequired).max(CUSTOMER_NOTE_MAX, M.noteTooLong(CUSTOMER_NOTE_MAX)),
});

export type CustomerNoteInput = yup.InferType<typeof customerNoteSchema>;

/**
 * PUT /customer/assignee/{id}: the staff account to assign (its id), or null for nobody. A number
 * only (no "12" text); the server checks that the account exists and is active.
 */
export const customerAssigneeSchema = yup.object({
  assigneeId: yup
    .number()
    .transform((_v: unknown, original: unknown) => (original === null ? null : typeof original === 'number' ? original : NaN))
    .typeError(M.assigneeInvalid)
    .integer(M.assigneeInvalid)
    .positive(M.assigneeInvalid)
    .max(Number.MAX_SAFE_INTEGER, M.assigneeInvalid)
    .nullable()
    .defined(M.assigneeInvalid),
});
