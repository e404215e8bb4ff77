import { createTheme } from '@mui/material/styles';
import { viVN } from '@mui/material/locale';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import type { PickerValidDate } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { theme } from './theme';

/**
 * The back-office's theme: the site's, with all of MUI's Vietnamese component texts (see theme.ts).
 * The date pickers' weekday header reads "T2 T3 … CN" (dayjs's Vietnamese short names; the
 * back-office's pickers run on AdapterDayjs with the "vi" locale): MUI's default, the first letter
 * of each short name, gives "T T T T T T C", six days that cannot be told apart.
 */
export const adminTheme = createTheme(theme, viVN, {
  components: {
    MuiDateCalendar: { defaultProps: { dayOfWeekFormatter: (date: PickerValidDate) => (date as Dayjs).format('dd') } },
  },
});
