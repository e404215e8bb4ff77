import { useState } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { isEnvelope } from '../../../shared/envelope';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import { jobApplicationSchema } from '../../../shared/validation/jobs';
import { errorMessage } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { CvPicker, cvProblem } from './CvPicker';
import { useApplyForJobMutation } from './jobsApi';

interface Props {
  jobId: number;
  jobTitle: string;
  /** Called after the success alert (the page goes back to the careers list). */
  onApplied: () => void;
}

const FIELDS = [
  { name: 'name', label: MSG_JOBS.name, type: 'text', autoComplete: 'name' },
  { name: 'email', label: MSG_JOBS.email, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: MSG_JOBS.phone, type: 'tel', autoComplete: 'tel' },
] as const;

/** CV upload plus optional contact fields, validated with the same yup schema as the server. */
export function JobApplicationForm({ jobId, jobTitle, onApplied }: Props) {
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [apply, { isLoading }] = useApplyForJobMutation();

  const formik = useFormik({
    initialValues: { name: '', email: '', phone: '' },
    validationSchema: jobApplicationSchema,
    // Errors appear on blur and submit, and an edit clears them (see onChange below).
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      if (!cv) {
        setCvError(MSG_JOBS.cvRequired);
        await dialogs.warning(MSG_JOBS.cvRequired);
        return;
      }
      const problem = cvProblem(cv);
      if (problem) return setCvError(problem);
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) if (v.trim()) form.append(k, v.trim());
      form.append('cv', cv, cv.name);
      void dialogs.loading(MSG_JOBS.submitting, MSG_JOBS.pleaseWait);
      try {
        await apply({ jobId, form }).unwrap();
        await dialogs.success(MSG_JOBS.successTitle, MSG_JOBS.successText(jobTitle));
        onApplied();
      } catch (err) {
        const data = (err as { data?: unknown }).data;
        if (isEnvelope(data) && data.errors) {
          const { cv: cvMsg, ...fieldErrors } = data.errors;
          helpers.setErrors(fieldErrors);
          if (cvMsg) setCvError(cvMsg);
        }
        await dialogs.error(MSG_JOBS.failedTitle, errorMessage(err, MSG_JOBS.failedText));
      }
    },
  });

  const chooseCv = (file: File | null) => {
    setCv(file);
    setCvError(file ? cvProblem(file) : null);
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="apply-heading" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Typography id="apply-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {MSG_JOBS.applyHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {MSG_JOBS.applyIntro}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            value={formik.values[f.name]}
            onChange={(e) => {
              // A field's error clears as soon as it is edited.
              formik.setFieldError(f.name, undefined);
              formik.handleChange(e);
            }}
            onBlur={formik.handleBlur}
            error={!!(formik.touched[f.name] && formik.errors[f.name])}
            helperText={formik.touched[f.name] && formik.errors[f.name]}
            size="small"
            fullWidth
          />
        ))}
      </Box>
      <CvPicker file={cv} error={cvError} onChange={chooseCv} />
      <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={isLoading || formik.isSubmitting} sx={{ mt: 3 }}>
        {isLoading ? MSG_JOBS.submitting : MSG_JOBS.submit}
      </Button>
    </Box>
  );
}
