import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { adminTheme } from '../../../src/client/app/adminTheme';

describe('the back-office theme', () => {
  it('heads the calendar with distinct Vietnamese weekdays, Monday first', () => {
    render(
      <ThemeProvider theme={adminTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="vi">
          <DateCalendar referenceDate={dayjs('2026-11-26')} />
        </LocalizationProvider>
      </ThemeProvider>,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
  });
});
