import { createTheme } from '@mui/material/styles';
import { viVN } from '@mui/material/locale';
import { theme } from './theme';

/** The back-office's theme: the site's, with all of MUI's Vietnamese component texts (see theme.ts). */
export const adminTheme = createTheme(theme, viVN);
