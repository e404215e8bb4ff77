import type { CustomerRequest, CustomerStatus } from './customer';

/** Sort orders the staff list accepts (`field:direction`); createdAt:desc is the default "newest first". */
export const CUSTOMER_SORTS = ['createdAt:desc', 'createdAt:asc', 'name:asc', 'name:desc'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'createdAt:desc';

/** Rows per page of the staff table and the largest page the API serves. */
export const CUSTOMERS_PER_PAGE = 5;
/** The page sizes staff choose from (the first is the default). */
export const CUSTOMER_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
/** Longest internal note, in characters. */
export const CUSTOMER_NOTE_MAX = 2000;
export const CUSTOMERS_MAX_PAGE_SIZE = 100;
export const CUSTOMER_SEARCH_MAX = 200;

/**
 * Days in the from/to filters are calendar days in Vietnam (UTC+7, no daylight saving): the staff
 * work there, so "21/11" means 21 November from 00:00 to 23:59:59 Hanoi time.
 */
export const CUSTOMER_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const CUSTOMER_TZ_OFFSET = '+07:00';

/** Filters of GET /customer and GET /customer/export.csv (all optional). */
export interface CustomerFilters {
  q?: string;
  status?: CustomerStatus;
  service?: number;
  /** YYYY-MM-DD, inclusive, in CUSTOMER_TIME_ZONE. */
  from?: string;
  to?: string;
  sort?: CustomerSort;
  /** Only the requests assigned to the signed-in staff member ("mine" in the query: 1). */
  mine?: boolean;
}

export interface CustomerListQuery extends CustomerFilters {
  page: number;
  size: number;
}

/** GET /customer?page=… */
export interface CustomerPage {
  items: CustomerRequest[];
  total: number;
  page: number;
  size: number;
}

/** A staff account as other staff see it (assignee, author of a change). */
export interface StaffRef {
  id: number;
  username: string;
  fullName: string;
}

/** One status change, with who made it (null when that account no longer exists). */
export interface CustomerStatusChange {
  kind: 'status';
  id: number;
  fromStatus: CustomerStatus | null;
  toStatus: CustomerStatus;
  changedAt: string;
  user: { id: number; username: string; fullName: string } | null;
}

/** An internal note, with its author (null when that account no longer exists). */
export interface CustomerNote {
  kind: 'note';
  id: number;
  body: string;
  changedAt: string;
  user: StaffRef | null;
}

/** One change of assignee (null: nobody), with who made it. */
export interface CustomerAssignmentChange {
  kind: 'assignment';
  id: number;
  fromAssignee: StaffRef | null;
  toAssignee: StaffRef | null;
  changedAt: string;
  user: StaffRef | null;
}

/** One line of a request's history as the detail shows it: the three kinds in time order. */
export type CustomerHistoryEntry = CustomerStatusChange | CustomerNote | CustomerAssignmentChange;

/**
 * GET /customer/{id}: the request, its assignee, its status history, its notes and its assignment
 * changes, each oldest first.
 */
export interface CustomerDetail extends CustomerRequest {
  assignee: StaffRef | null;
  history: CustomerStatusChange[];
  notes: CustomerNote[];
  assignments: CustomerAssignmentChange[];
}
