import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/vi';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import FilterListIcon from '@mui/icons-material/FilterList';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { viVN } from '@mui/x-date-pickers/locales';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../../../shared/types/customer';
import { CUSTOMER_SEARCH_MAX } from '../../../shared/types/customerAdmin';
import { useGetServiceFilterOptionsQuery } from './customerAdminApi';
import { SEARCH_DEBOUNCE_MS } from './searchDebounce';
import type { CustomerListParams, ParamsPatch } from './useCustomerListParams';

const pickerLocale = viVN.components.MuiLocalizationProvider.defaultProps.localeText;

interface Props {
  params: CustomerListParams;
  hasFilters: boolean;
  update: (patch: ParamsPatch) => void;
  clearFilters: () => void;
}

/** The search box with its debounce, and the service list with a toast when the services cannot be loaded. */
function useDebouncedSearch(q: string | undefined, update: Props['update']) {
  const [text, setText] = useState(q ?? '');
  const last = useRef(q ?? '');
  // A change from outside (clear filters, Back) replaces what is in the box.
  useEffect(() => {
    if ((q ?? '') !== last.current) {
      last.current = q ?? '';
      setText(q ?? '');
    }
  }, [q]);
  useEffect(() => {
    const value = text.trim();
    if (value === last.current) return undefined;
    const timer = setTimeout(() => {
      last.current = value;
      update({ q: value || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, update]);
  return [text, setText] as const;
}

function useServiceOptions() {
  const services = useGetServiceFilterOptionsQuery();
  useEffect(() => {
    if (services.isError) toast.error(M.servicesError, { toastId: 'customer-services-error' });
    else if (services.isSuccess && services.data.length === 0) toast.warning(M.servicesEmpty, { toastId: 'customer-services-empty' });
  }, [services.isError, services.isSuccess, services.data]);
  return services.data ?? [];
}

const toDay = (v: Dayjs | null) => (v && v.isValid() ? v.format('YYYY-MM-DD') : undefined);

/**
 * A picker's value the list filters by: none (cleared), or a whole date within the picker's limits.
 * Typing a year digit by digit passes through years 0002, 0020, 0202: valid dates before the
 * pickers' minimum, which would each have been a request and, in "to", were moved up to "from".
 */
const accepted = (v: Dayjs | null, validationError: unknown) => v === null || (v.isValid() && validationError == null);

/** The from/to pickers, memoised: the panel's heaviest part (two MUI X pickers). */
const DatePickers = memo(function DatePickers({ from, to, update }: { from?: string; to?: string; update: Props['update'] }) {
  return (
    <>
      <DatePicker
        label={M.fromDate}
        value={from ? dayjs(from) : null}
        maxDate={to ? dayjs(to) : undefined}
        onChange={(v, ctx) => accepted(v, ctx.validationError) && update({ from: toDay(v) })}
        slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
      />
      <DatePicker
        label={M.toDate}
        value={to ? dayjs(to) : null}
        minDate={from ? dayjs(from) : undefined}
        onChange={(v, ctx) => accepted(v, ctx.validationError) && update({ to: toDay(v) })}
        slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
      />
    </>
  );
});

/**
 * The pickers show a new range one render after the rest of the page: a change of the dates (the
 * grid's day link sets both) re-renders the two pickers, and the new rows waited for them (a day
 * link took ~170 ms at 1× CPU where a status change took ~105). Their update is a transition of
 * its own after the commit that shows the rows, so the browser draws the rows first (~128 ms).
 */
const DateRange = memo(function DateRange({ from, to, update }: { from?: string; to?: string; update: Props['update'] }) {
  const [shown, setShown] = useState({ from, to });
  useEffect(() => {
    if (shown.from !== from || shown.to !== to) startTransition(() => setShown({ from, to }));
  }, [from, to, shown]);
  return <DatePickers from={shown.from} to={shown.to} update={update} />;
});

/**
 * Search, filter toggle, status / service / from / to filters and "clear filters".
 * Memoised: the list's answers re-render the page, not the filters.
 */
export const CustomerFilters = memo(function CustomerFilters({ params, hasFilters, update, clearFilters }: Props) {
  const [text, setText] = useDebouncedSearch(params.q, update);
  const services = useServiceOptions();
  // A service in the URL that the list does not (yet) have still shows, by its id.
  const serviceKnown = !params.service || services.some((s) => s.id === params.service);

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={M.searchLabel}
          placeholder={M.searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
          slotProps={{
            htmlInput: { maxLength: CUSTOMER_SEARCH_MAX },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <Button
          variant={params.filtersOpen ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          aria-expanded={params.filtersOpen}
          aria-controls="customer-filters"
          onClick={() => update({ filtersOpen: !params.filtersOpen })}
        >
          {params.filtersOpen ? M.hideFilters : M.showFilters}
        </Button>
        <Button variant={params.mine ? 'contained' : 'outlined'} startIcon={<PersonIcon />} aria-pressed={!!params.mine} onClick={() => update({ mine: params.mine ? undefined : true })}>
          {M.mineFilter}
        </Button>
        <Button startIcon={<ClearAllIcon />} onClick={clearFilters} disabled={!hasFilters}>
          {M.clearFilters}
        </Button>
      </Box>
      {/* Drawn the first time it is opened (then kept): the date pickers are the heaviest part of
          the page to draw, and a visit from the sidebar opens the list with the filters closed. */}
      <Collapse in={params.filtersOpen} mountOnEnter id="customer-filters">
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="vi" localeText={pickerLocale}>
          <Box sx={{ display: 'grid', gap: 1.5, pt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            <TextField
              select
              size="small"
              label={M.statusFilter}
              value={params.status ?? ''}
              onChange={(e) => update({ status: (e.target.value || undefined) as CustomerStatus | undefined })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{M.all}</option>
              {CUSTOMER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {M.statusLabel[s]}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={M.serviceFilter}
              value={params.service ? String(params.service) : ''}
              onChange={(e) => update({ service: e.target.value ? Number(e.target.value) : undefined })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{M.all}</option>
              {!serviceKnown && <option value={String(params.service)}>#{params.service}</option>}
              {services.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.title}
                </option>
              ))}
            </TextField>
            <DateRange from={params.from} to={params.to} update={update} />
          </Box>
        </LocalizationProvider>
      </Collapse>
    </Box>
  );
});
