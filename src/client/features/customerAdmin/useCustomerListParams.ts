import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../../../shared/types/customer';
import {
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SEARCH_MAX,
  CUSTOMER_SORTS,
  CUSTOMERS_PER_PAGE,
  DEFAULT_CUSTOMER_SORT,
  type CustomerFilters,
  type CustomerListQuery,
  type CustomerSort,
} from '../../../shared/types/customerAdmin';
import { isCalendarDay } from '../../../shared/validation/customerAdmin';
import { customerAdminApi } from './customerAdminApi';

/** The list's state as it lives in the URL; `page` is 1-based there (a person reads the link). */
export interface CustomerListParams extends CustomerFilters {
  /** 0-based, as the grid and the API count. */
  page: number;
  sort: CustomerSort;
  /** Rows per page, one of CUSTOMER_PAGE_SIZES. */
  size: number;
  /** Whether the filter panel is open (kept so a shared link shows the filters it applies). */
  filtersOpen: boolean;
  /** The request whose detail is open (a notification's link opens it this way). */
  open?: number;
}

export type ParamsPatch = Partial<Omit<CustomerListParams, 'page'>> & { page?: number };

const FILTER_KEYS = ['q', 'status', 'service', 'from', 'to'] as const;
/** What changes the view without changing which rows are listed: the page stays where it is. */
const KEEPS_PAGE = new Set(['page', 'filtersOpen', 'open']);

const positiveInt = (v: string | undefined) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Reads the search params leniently: a hand-edited or stale value is ignored, never an error. */
export function readParams(search: URLSearchParams): CustomerListParams {
  const get = (k: string) => search.get(k)?.trim() || undefined;
  const page = Number(get('page'));
  const status = get('status');
  const size = Number(get('size'));
  const day = (k: string) => {
    const v = get(k);
    return v && isCalendarDay(v) ? v : undefined;
  };
  const sort = get('sort');
  let from = day('from');
  let to = day('to');
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    q: get('q')?.slice(0, CUSTOMER_SEARCH_MAX),
    status: CUSTOMER_STATUSES.includes(status as CustomerStatus) ? (status as CustomerStatus) : undefined,
    service: positiveInt(get('service')),
    from,
    to,
    sort: CUSTOMER_SORTS.includes(sort as CustomerSort) ? (sort as CustomerSort) : DEFAULT_CUSTOMER_SORT,
    mine: get('mine') === '1' || undefined,
    size: (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size) ? size : CUSTOMERS_PER_PAGE,
    filtersOpen: search.get('filters') === '1',
    open: positiveInt(get('id')),
  };
}

/** The GET /customer query of a view (the page asks for it and update() prefetches it: one cache key). */
export function listQueryOf(p: CustomerListParams): CustomerListQuery {
  return { q: p.q, status: p.status, service: p.service, from: p.from, to: p.to, sort: p.sort, mine: p.mine, page: p.page, size: p.size };
}

function writeParams(p: CustomerListParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of FILTER_KEYS) if (p[k] !== undefined && p[k] !== '') out.set(k, String(p[k]));
  if (p.mine) out.set('mine', '1');
  if (p.sort !== DEFAULT_CUSTOMER_SORT) out.set('sort', p.sort);
  if (p.page > 0) out.set('page', String(p.page + 1));
  if (p.size !== CUSTOMERS_PER_PAGE) out.set('size', String(p.size));
  if (p.filtersOpen) out.set('filters', '1');
  if (p.open) out.set('id', String(p.open));
  return out;
}

/**
 * Filters, "mine", page, page size, sort and the open detail of the customer list, kept in the URL search params (react-admin's
 * useListParams idea): a reload or a shared link shows the same view, and Back undoes a filter.
 * Changing a filter or the sort goes back to the first page.
 */
export function useCustomerListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const prefetch = customerAdminApi.usePrefetch('getCustomers');
  // setSearchParams is a new function after every URL change; `update` stays the same one, so
  // the memoised filters and grid that receive it do not render again for nothing.
  const setSearchRef = useRef(setSearch);
  useLayoutEffect(() => {
    setSearchRef.current = setSearch;
  }, [setSearch]);

  const update = useCallback(
    (patch: ParamsPatch) => {
      setSearchRef.current((prev) => {
        const current = readParams(prev);
        const resetsPage = Object.keys(patch).some((k) => !KEEPS_PAGE.has(k));
        const next = { ...current, ...(resetsPage ? { page: 0 } : {}), ...patch };
        if (next.from && next.to && next.from > next.to) next.to = next.from;
        const written = writeParams(next);
        // The request leaves now, while the page renders the new filters, instead of after that
        // render (the list query subscribes in an effect). Same key: the page finds it in flight.
        prefetch(listQueryOf(readParams(written)));
        return written;
      });
    },
    [prefetch],
  );

  const clearFilters = useCallback(() => update({ q: undefined, status: undefined, service: undefined, from: undefined, to: undefined, mine: undefined }), [update]);

  const filters: CustomerFilters = useMemo(
    () => ({ q: params.q, status: params.status, service: params.service, from: params.from, to: params.to, sort: params.sort, mine: params.mine }),
    [params],
  );
  const hasFilters = FILTER_KEYS.some((k) => params[k] !== undefined) || !!params.mine;

  return { params, filters, hasFilters, update, clearFilters };
}
