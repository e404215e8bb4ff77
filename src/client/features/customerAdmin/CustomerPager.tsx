import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMER_PAGE_SIZES, CUSTOMERS_PER_PAGE } from '../../../shared/types/customerAdmin';

interface PagerState {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

/** The list's page state, handed to the grid's pagination slot (slots take no extra props). */
export const PagerContext = createContext<PagerState>({ page: 0, size: CUSTOMERS_PER_PAGE, total: 0, onPageChange: () => undefined, onSizeChange: () => undefined });

const itemLabel = (type: string, page: number | null, selected: boolean) => {
  if (type === 'previous') return 'Trang trước';
  if (type === 'next') return 'Trang sau';
  if (type === 'first') return 'Trang đầu';
  if (type === 'last') return 'Trang cuối';
  return selected ? `Trang ${page}, đang xem` : `Trang ${page}`;
};

/** The grid's pagination slot: rows per page, 'Hiển thị a - b trên n', previous/next and page numbers. */
export function CustomerPager() {
  const { page, size, total, onPageChange, onSizeChange } = useContext(PagerContext);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 1, py: 0.5, width: '100%' }}>
      <TextField
        select
        size="small"
        label={M.pageSize}
        value={String(size)}
        onChange={(e) => onSizeChange(Number(e.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 140 }}
      >
        {CUSTOMER_PAGE_SIZES.map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </TextField>
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
