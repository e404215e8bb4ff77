import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMERS_PER_PAGE } from '../../../shared/types/customerAdmin';

interface PagerState {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The list's page state, handed to the grid's pagination slot (slots take no extra props). */
export const PagerContext = createContext<PagerState>({ page: 0, total: 0, onPageChange: () => undefined });

const itemLabel = (type: string, page: number | null, selected: boolean) => {
  if (type === 'previous') return 'Trang trước';
  if (type === 'next') return 'Trang sau';
  if (type === 'first') return 'Trang đầu';
  if (type === 'last') return 'Trang cuối';
  return selected ? `Trang ${page}, đang xem` : `Trang ${page}`;
};

/** The grid's pagination slot (spec 2.3): 'Hiển thị a - b trên n', previous/next and page numbers. */
export function CustomerPager() {
  const { page, total, onPageChange } = useContext(PagerContext);
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE));
  const from = total === 0 ? 0 : page * CUSTOMERS_PER_PAGE + 1;
  const to = Math.min(total, (page + 1) * CUSTOMERS_PER_PAGE);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 1, py: 0.5, width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {M.pageRange(from, to, total)}
      </Typography>
      <Pagination
        count={pageCount}
        page={Math.min(page + 1, pageCount)}
        onChange={(_e, p) => onPageChange(p - 1)}
        color="primary"
        size="small"
        siblingCount={1}
        getItemAriaLabel={itemLabel}
      />
    </Box>
  );
}
