import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMERS_PER_PAGE, type CustomerSort } from '../../../shared/types/customerAdmin';
import { errorMessage, isNetworkError } from '../../app/api';
import { usePageMeta } from '../../components/usePageMeta';
import { CustomerDetailDialog } from '../../features/customers/CustomerDetailDialog';
import { CustomerFilters } from '../../features/customers/CustomerFilters';
import { CustomersGrid } from '../../features/customers/CustomersGrid';
import { ExportCsvButton } from '../../features/customers/ExportCsvButton';
import { useGetCustomersQuery } from '../../features/customers/customersApi';
import { useCustomerListParams } from '../../features/customers/useCustomerListParams';

/**
 * /administration/customers (back-office spec 2.3): the filtered, paged customer list whose
 * state lives in the URL, the detail modal and the CSV export of the current view.
 */
export default function CustomersPage() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  const { params, filters, hasFilters, update, clearFilters } = useCustomerListParams();
  const list = useGetCustomersQuery({ ...filters, page: params.page, size: CUSTOMERS_PER_PAGE });
  // The whole count for "x / y": one indexed COUNT, cached until a request changes.
  const all = useGetCustomersQuery({ page: 0, size: 1 });
  const [viewing, setViewing] = useState<number | null>(null);

  useEffect(() => {
    if (!list.error) return;
    if (isNetworkError(list.error)) toast.error(M.listFailed(M.networkError), { toastId: 'customers-list' });
    else toast.warning(M.listFailed(errorMessage(list.error)), { toastId: 'customers-list' });
  }, [list.error]);

  // A page past the end (rows deleted, an old link) goes to the last page that exists.
  const total = list.data?.total ?? 0;
  // (currentData: the answer for these very parameters, not the previous page's kept on screen.)
  const current = list.currentData;
  useEffect(() => {
    if (current && params.page > 0 && params.page * CUSTOMERS_PER_PAGE >= current.total) {
      update({ page: Math.max(0, Math.ceil(current.total / CUSTOMERS_PER_PAGE) - 1) });
    }
  }, [current, params.page, update]);

  const onServiceClick = useCallback((service: number) => update({ service, filtersOpen: true }), [update]);
  const onDayClick = useCallback((day: string) => update({ from: day, to: day, filtersOpen: true }), [update]);
  const onPageChange = useCallback((page: number) => update({ page }), [update]);
  const onSortChange = useCallback((sort: CustomerSort) => update({ sort }), [update]);

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
      <CustomersGrid
        rows={list.data?.items ?? []}
        total={total}
        page={params.page}
        sort={params.sort}
        loading={list.isFetching}
        onPageChange={onPageChange}
        onSortChange={onSortChange}
        onServiceClick={onServiceClick}
        onDayClick={onDayClick}
        onView={setViewing}
      />
      {viewing !== null && <CustomerDetailDialog key={viewing} id={viewing} onClose={() => setViewing(null)} />}
    </Box>
  );
}
