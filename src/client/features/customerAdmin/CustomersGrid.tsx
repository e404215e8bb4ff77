import { memo, useMemo } from 'react';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { viVN } from '@mui/x-data-grid/locales';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import type { CustomerRequest, CustomerStatus } from '../../../shared/types/customer';
import { CUSTOMER_PAGE_SIZES, DEFAULT_CUSTOMER_SORT, type CustomerSort } from '../../../shared/types/customerAdmin';
import { displayPhone } from '../../../shared/validation/phone';
import { errorMessage, isNetworkError } from '../../app/api';
import { CustomerPager, PagerContext } from './CustomerPager';
import { CustomerStatusSelect } from './CustomerStatusSelect';
import { dayOf, formatDay, formatTime } from './customerFormat';
import { useChangeCustomerStatusMutation } from './customerAdminApi';

interface Props {
  rows: CustomerRequest[];
  total: number;
  page: number;
  size: number;
  sort: CustomerSort;
  loading: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onSortChange: (sort: CustomerSort) => void;
  onServiceClick: (serviceId: number) => void;
  onDayClick: (day: string) => void;
  onView: (id: number) => void;
}

const localeText = {
  ...viVN.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: M.empty,
  noResultsOverlayLabel: M.empty,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => M.pageRange(from, to, count),
};

const linkSx = { textAlign: 'left', fontSize: 'inherit', verticalAlign: 'baseline' } as const;
const oneLine = { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Text on one line, cut with "…" when the column is narrower, the whole of it in the title (a tooltip on hover). */
function OneLine({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={oneLine}>
      {text}
    </Box>
  );
}
// A long service name takes two lines at most (the whole name is in the button's label).
const twoLines = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', whiteSpace: 'normal', lineHeight: 1.4 } as const;
/**
 * One height for every row (two lines of text, the status select, the date and time): rows that
 * measure themselves make the grid lay the page out again after each answer.
 */
const ROW_HEIGHT = 64;
const PAGE_SIZE_OPTIONS = [...CUSTOMER_PAGE_SIZES];

/**
 * The customer table on MUI X Data Grid with server-side paging and sorting: the
 * service name and the date are buttons that filter, the status saves at once, 'Xem' opens the
 * detail. Only name and created date sort (the orders the API indexes). Memoised: a URL change
 * alone (a filter typed, a page asked for) does not render the grid; its answer does.
 */
export const CustomersGrid = memo(function CustomersGrid({ rows, total, page, size, sort, loading, onPageChange, onSizeChange, onSortChange, onServiceClick, onDayClick, onView }: Props) {
  const [changeStatus, changing] = useChangeCustomerStatusMutation();

  const columns = useMemo<GridColDef<CustomerRequest>[]>(() => {
    const save = async (row: CustomerRequest, status: CustomerStatus) => {
      const res = await changeStatus({ id: row.id, status });
      if ('error' in res) {
        if (isNetworkError(res.error)) toast.error(M.statusError(M.networkError));
        else toast.error(M.statusFailed(errorMessage(res.error)));
      } else toast.success(M.statusSaved, { toastId: `status-${row.id}` });
    };
    return [
      // The widths add up to what a 1280 px screen leaves beside the open sidebar (~950 px), so no
      // column scrolls out of reach; 1366 px and wider share the rest among the flexible ones.
      { field: 'name', headerName: M.columns.name, flex: 1, minWidth: 140, sortingOrder: ['asc', 'desc'], renderCell: ({ row }) => <OneLine text={row.name} /> },
      { field: 'phone', headerName: M.columns.phone, width: 130, sortable: false, renderCell: ({ row }) => <OneLine text={displayPhone(row.phone)} /> },
      { field: 'email', headerName: M.columns.email, flex: 1, minWidth: 140, sortable: false, renderCell: ({ row }) => <OneLine text={row.email} /> },
      {
        field: 'serviceName',
        headerName: M.columns.serviceName,
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.serviceId ? (
            <Link component="button" type="button" sx={linkSx} onClick={() => onServiceClick(row.serviceId!)} aria-label={M.filterByService(row.serviceName)}>
              <Box component="span" sx={twoLines}>
                {row.serviceName}
              </Box>
            </Link>
          ) : (
            <Box component="span" sx={twoLines}>
              {row.serviceName}
            </Box>
          ),
      },
      {
        field: 'status',
        headerName: M.columns.status,
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <CustomerStatusSelect
            value={row.status}
            label={M.statusOf(row.name)}
            disabled={changing.isLoading && changing.originalArgs?.id === row.id}
            onChange={(s) => void save(row, s)}
          />
        ),
      },
      {
        field: 'createdAt',
        headerName: M.columns.createdAt,
        width: 120,
        sortingOrder: ['desc', 'asc'],
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
            <Link component="button" type="button" sx={linkSx} onClick={() => onDayClick(dayOf(row.createdAt))} aria-label={M.filterByDay(formatDay(row.createdAt))}>
              {formatDay(row.createdAt)}
            </Link>
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
              {formatTime(row.createdAt)}
            </Box>
          </Box>
        ),
      },
      {
        field: 'actions',
        headerName: M.columns.actions,
        width: 95,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" startIcon={<VisibilityIcon />} onClick={() => onView(row.id)} aria-label={M.viewOf(row.name)}>
            {M.view}
          </Button>
        ),
      },
    ];
  }, [changeStatus, changing.isLoading, changing.originalArgs, onServiceClick, onDayClick, onView]);

  // A new model object would count as a sort change, and the grid answers one by going to page 1.
  const sortModel = useMemo<GridSortModel>(() => {
    const [field, dir] = sort.split(':') as [string, 'asc' | 'desc'];
    return [{ field, sort: dir }];
  }, [sort]);
  const paginationModel = useMemo(() => ({ page, pageSize: size }), [page, size]);
  const pager = useMemo(() => ({ page, size, total, onPageChange, onSizeChange }), [page, size, total, onPageChange, onSizeChange]);

  return (
    <PagerContext.Provider value={pager}>
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid
          aria-label={M.tableLabel}
          rows={rows}
          columns={columns}
          rowCount={total}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          paginationModel={paginationModel}
          // The pager (our pagination slot) changes pages; the grid's own resets would fight the URL.
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          sortModel={sortModel}
          onSortModelChange={(m) => onSortChange(m[0]?.sort ? (`${m[0].field}:${m[0].sort}` as CustomerSort) : DEFAULT_CUSTOMER_SORT)}
          localeText={localeText}
          slots={{ pagination: CustomerPager }}
          autoHeight
          rowHeight={ROW_HEIGHT}
          disableColumnMenu
          disableColumnFilter
          disableRowSelectionOnClick
          // 100 rows at most: rendering them all is cheap and keeps every cell reachable (and findable).
          disableVirtualization
          sx={{ minWidth: 935, bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 } }}
        />
      </Box>
    </PagerContext.Provider>
  );
});
