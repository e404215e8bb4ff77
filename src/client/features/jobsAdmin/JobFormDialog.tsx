import { useFormik } from 'formik';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { isEnvelope } from '../../../shared/envelope';
import { MSG_JOBS_ADMIN as M } from '../../../shared/messages/jobsAdmin';
import { JOB_CATEGORIES, JOB_LOCATIONS, JOB_TYPES } from '../../../shared/types/jobs';
import type { AdminJob } from '../../../shared/types/jobsAdmin';
import { JOB_COMPANY_MAX, JOB_TITLE_MAX } from '../../../shared/validation/jobsAdmin';
import { dialogs } from '../../components/dialogs';
import { editDialogProps, FormDialog, formFieldProps } from '../../components/FormDialog';
import { emptyJobForm, formToBody, jobToForm, serverErrorsToForm, validateJobForm, type JobFormValues } from './jobForm';
import { useCreateJobMutation, useUpdateJobMutation } from './jobsAdminApi';

interface Props {
  /** The job to edit; without it the dialog creates a new one. */
  job?: AdminJob;
  onClose: () => void;
}

const SELECTS: Array<[keyof JobFormValues, readonly string[]]> = [
  ['category', JOB_CATEGORIES],
  ['jobType', JOB_TYPES],
  ['location', JOB_LOCATIONS],
];
const LISTS: Array<keyof JobFormValues> = ['description', 'requirements', 'benefits'];

/**
 * Create / edit a vacancy. The shared schema checks the form on submit (so the messages are the
 * server's); list fields are one item per line. A field's error clears as soon as it is edited.
 */
export function JobFormDialog({ job, onClose }: Props) {
  const [createJob] = useCreateJobMutation();
  const [updateJob] = useUpdateJobMutation();

  const formik = useFormik<JobFormValues>({
    initialValues: job ? jobToForm(job) : emptyJobForm(),
    validate: validateJobForm,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const body = formToBody(values);
      const res = job ? await updateJob({ id: job.id, body }) : await createJob(body);
      if ('data' in res && res.data) {
        onClose();
        void dialogs.success(job ? M.updated : M.created, res.data.title, 1500);
        return;
      }
      const data = 'error' in res && res.error && 'data' in res.error ? res.error.data : null;
      if (isEnvelope(data) && data.errors) helpers.setErrors(serverErrorsToForm(data.errors));
      void dialogs.error(M.saveFailed, isEnvelope(data) ? data.message : M.genericError);
    },
  });

  const field = formFieldProps(formik, 'job', M.fields);

  return (
    <FormDialog {...editDialogProps(formik, !!job, 'job', M)} maxWidth="md" onClose={onClose}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField {...field('title', { required: true, autoFocus: true, slotProps: { htmlInput: { maxLength: JOB_TITLE_MAX + 1 } } })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('postedDate', { required: true, type: 'date', slotProps: { inputLabel: { shrink: true } } })} />
        </Grid>
        <Grid size={12}>
          <TextField {...field('company', { slotProps: { htmlInput: { maxLength: JOB_COMPANY_MAX + 1 } } })} />
        </Grid>
        {SELECTS.map(([name, labels]) => (
          <Grid key={name} size={{ xs: 12, sm: 4 }}>
            <TextField {...field(name, { required: true, select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } })}>
              <option value="">— Chọn —</option>
              {labels.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </TextField>
          </Grid>
        ))}
        {LISTS.map((name) => (
          <Grid key={name} size={12}>
            <TextField {...field(name, { required: true, multiline: true, minRows: 3, maxRows: 10, helperText: formik.errors[name] ?? M.onePerLine })} />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}
