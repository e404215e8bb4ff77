import { createTheme } from '@mui/material/styles';
import { FONT_STACK } from '../../shared/constants';

/** Pagination item labels: "Tới trang 3", the current one "trang 2". */
function paginationItemLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return selected ? `Trang ${page}` : `Tới trang ${page}`;
  if (type === 'first') return 'Tới trang đầu tiên';
  if (type === 'last') return 'Tới trang cuối cùng';
  if (type === 'next') return 'Tới trang tiếp theo';
  return 'Về trang trước';
}

/**
 * The one MUI theme. System fonts with full Vietnamese glyph coverage: no web-font download (faster
 * first paint, simpler CSP).
 *
 * The Vietnamese texts of the MUI components the public site uses are set here; MUI's whole
 * `viVN` locale joins in the back-office (app/adminTheme.ts). Importing it builds an
 * `Intl.NumberFormat('vi-VN')` at once (for table pagination), which loads the browser's locale data
 * inside the public pages' start-up script (~70 ms at 4× CPU).
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a', dark: '#073a66', light: '#3a77b0', contrastText: '#ffffff' },
    secondary: { main: '#c8102e', contrastText: '#ffffff' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    // A visible focus ring for keyboard users everywhere.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #f5a623', outlineOffset: 2 },
        // Form controls take the page's font, not the browser's own for controls (Arial or the
        // system's): a bare ButtonBase, such as a toggle list's headings, is a <button>.
        'button, input, select, textarea': { fontFamily: 'inherit' },
        // Toasts' countdown bars are "hidden" only to screen readers (components/toastLabels.tsx):
        // shown as the library shows a visible one (one class more than its own rule, which loads later).
        ".Toastify .Toastify__progress-bar--wrp[data-hidden='true']": { opacity: 1 },
      },
    },
    MuiPagination: { defaultProps: { 'aria-label': 'Phân trang', getItemAriaLabel: paginationItemLabel } },
    MuiBreadcrumbs: { defaultProps: { expandText: 'Hiện đầy đủ đường dẫn' } },
    MuiAlert: { defaultProps: { closeText: 'Đóng' } },
  },
});
