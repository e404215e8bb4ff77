import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import type { CustomerRequest } from '../../../shared/types/customer';
import type { CustomerSort } from '../../../shared/types/customerAdmin';
import { errorMessage, isNetworkError } from '../../app/api';
import type { AppDispatch } from '../../app/store';
import { usePageMeta } from '../../components/usePageMeta';
import { CustomerDetailDialog } from '../../features/customerAdmin/CustomerDetailDialog';
import { CustomerFilters } from '../../features/customerAdmin/CustomerFilters';
import { CustomersGrid } from '../../features/customerAdmin/CustomersGrid';
import { ExportCsvButton } from '../../features/customerAdmin/ExportCsvButton';
import { customerAdminApi, useGetCustomersQuery } from '../../features/customerAdmin/customerAdminApi';
import { listQueryOf, readParams, useCustomerListParams } from '../../features/customerAdmin/useCustomerListParams';

const NO_ROWS: CustomerRequest[] = [];
/** A quick answer replaces the rows without a loading flash; a slow one shows the grid's loading bar. */
const LOADING_DELAY_MS = 250;

/** True once the request `requestId` has been running for `delayMs`. */
function useSlowRequest(requestId: string | undefined, fetching: boolean, delayMs: number): boolean {
  const [slow, setSlow] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!fetching || requestId === undefined) return undefined;
    const timer = setTimeout(() => setSlow(requestId), delayMs);
    return () => clearTimeout(timer);
  }, [requestId, fetching, delayMs]);
  return fetching && slow === requestId;
}

/** The whole count for "x / y" (one indexed COUNT). */
const COUNT_QUERY = { page: 0, size: 1 };

/**
 * Asks for the rows of the list at `search` (the address's query) before the page is drawn: the
 * sidebar calls it when its entry is chosen, so the answer is there for the page's first drawing
 * instead of being asked for after it (the page's hooks then find it in the cache).
 */
export function prefetchCustomerList(dispatch: AppDispatch, search: string): void {
  dispatch(customerAdminApi.util.prefetch('getCustomers', listQueryOf(readParams(new URLSearchParams(search))), { ifOlderThan: 30 }));
  dispatch(customerAdminApi.util.prefetch('getCustomers', COUNT_QUERY, { ifOlderThan: 30 }));
}

/**
 * /administration/customers: the filtered, paged customer list whose
 * state (filters, "mine", page, page size, the open detail) lives in the URL, the detail modal and
 * the CSV export of the current view.
 */
export default function CustomersPage() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  const { params, filters, hasFilters, update, clearFilters } = useCustomerListParams();
  const list = useGetCustomersQuery(useMemo(() => listQueryOf(params), [params]));
  // The whole count for "x / y": cached until a request changes.
  const all = useGetCustomersQuery(COUNT_QUERY);

  useEffect(() => {
    if (!list.error) return;
    if (isNetworkError(list.error)) toast.error(M.listFailed(M.networkError), { toastId: 'customers-list' });
    else toast.warning(M.listFailed(errorMessage(list.error)), { toastId: 'customers-list' });
  }, [list.error]);

  // A page past the end (rows deleted, an old link) goes to the last page that exists.
  const total = list.data?.total ?? 0;
  const loading = useSlowRequest(list.requestId, list.isFetching, LOADING_DELAY_MS);
  // (currentData: the answer for these very parameters, not the previous page's kept on screen.)
  const current = list.currentData;
  useEffect(() => {
    if (current && params.page > 0 && params.page * params.size >= current.total) {
      update({ page: Math.max(0, Math.ceil(current.total / params.size) - 1) });
    }
  }, [current, params.page, params.size, update]);

  const onServiceClick = useCallback((service: number) => update({ service, filtersOpen: true }), [update]);
  const onDayClick = useCallback((day: string) => update({ from: day, to: day, filtersOpen: true }), [update]);
  const onPageChange = useCallback((page: number) => update({ page }), [update]);
  const onSortChange = useCallback((sort: CustomerSort) => update({ sort }), [update]);
  const onSizeChange = useCallback((size: number) => update({ size }), [update]);
  // The open detail is in the URL: a notification's link opens it, Back closes it.
  const onView = useCallback((open: number) => update({ open }), [update]);
  const onClose = useCallback(() => update({ open: undefined }), [update]);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {M.title}
        </Typography>
        <ExportCsvButton filters={filters} />
      </Box>
      <CustomerFilters params={params} hasFilters={hasFilters} update={update} clearFilters={clearFilters} />
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} aria-live="polite">
        {M.showing(total, all.data?.total ?? total)}
      </Typography>
      {/* The grid shows the rows it has (the previous view's while the next one loads) with the
          page they are on: it renders once per answer, not once more when the URL changes. */}
      <CustomersGrid
        rows={list.data?.items ?? NO_ROWS}
        total={total}
        page={list.data?.page ?? params.page}
        size={list.data?.size ?? params.size}
        sort={params.sort}
        loading={loading || list.isLoading}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
        onSortChange={onSortChange}
        onServiceClick={onServiceClick}
        onDayClick={onDayClick}
        onView={onView}
      />
      {params.open !== undefined && <CustomerDetailDialog key={params.open} id={params.open} onClose={onClose} />}
    </Box>
  );
}
