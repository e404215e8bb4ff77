import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import { OutlinedNativeSelect } from '../../components/OutlinedNativeSelect';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { fieldValue, useServerForm } from '../../components/useServerForm';
import { ALL_VALUE, CATEGORY_OPTIONS, JOB_TYPE_OPTIONS, LOCATION_OPTIONS, type FilterOption, type JobFilterValues } from '../../../shared/types/jobs';

interface Props {
  values: JobFilterValues;
  onChange: (next: JobFilterValues) => void;
  onSubmit: () => void;
}

const SELECTS: Array<{ name: Exclude<keyof JobFilterValues, 'keywords'>; label: string; options: FilterOption[] }> = [
  { name: 'category', label: MSG_JOBS.category, options: CATEGORY_OPTIONS },
  { name: 'jobType', label: MSG_JOBS.jobType, options: JOB_TYPE_OPTIONS },
  { name: 'location', label: MSG_JOBS.location, options: LOCATION_OPTIONS },
];

/** Keywords and the three selects ("-1" = Tất cả); every change is reported, the button submits. */
export function JobFilterForm({ values, onChange, onSubmit }: Props) {
  // Usable as soon as it is on screen, before the page is hydrated (useServerForm): what was typed
  // or chosen meanwhile is taken over as a change.
  const serverForm = useServerForm((form) => {
    const typed = { ...values };
    for (const name of ['keywords', ...SELECTS.map((s) => s.name)] as const) typed[name] = fieldValue(form, name) ?? values[name];
    if ((Object.keys(values) as Array<keyof JobFilterValues>).some((k) => typed[k] !== values[k])) onChange(typed);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      role="search"
      {...serverForm}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '2fr repeat(3, 1fr) auto' },
        alignItems: 'center',
        p: { xs: 2, md: 3 },
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <OutlinedTextField
        label={MSG_JOBS.keywords}
        placeholder={MSG_JOBS.keywordsPlaceholder}
        name="keywords"
        value={values.keywords}
        onChange={(e) => onChange({ ...values, keywords: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        size="small"
        fullWidth
      />
      {SELECTS.map((s) => (
        <OutlinedNativeSelect
          key={s.name}
          label={s.label}
          name={s.name}
          value={values[s.name]}
          options={[{ value: ALL_VALUE, label: MSG_JOBS.all }, ...s.options]}
          onChange={(e) => onChange({ ...values, [s.name]: e.target.value })}
          size="small"
          fullWidth
        />
      ))}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ height: 40, whiteSpace: 'nowrap' }}>
        {MSG_JOBS.search}
      </Button>
    </Box>
  );
}
