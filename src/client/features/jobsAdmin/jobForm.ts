import { ValidationError } from 'yup';
import type { AdminJob, JobFormBody } from '../../../shared/types/jobsAdmin';
import { jobFormSchema } from '../../../shared/validation/jobsAdmin';
import { VIETNAM_UTC_OFFSET_MS } from '../../../shared/constants';

/** The form's values: list fields are edited as text, one item per line. */
export interface JobFormValues {
  title: string;
  company: string;
  category: string;
  jobType: string;
  location: string;
  postedDate: string;
  description: string;
  requirements: string;
  benefits: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

/** Today in Vietnam (UTC+7), as the date input wants it. */
export function todayInVietnam(now = new Date()): string {
  return new Date(now.getTime() + VIETNAM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export function emptyJobForm(now = new Date()): JobFormValues {
  return { title: '', company: '', category: '', jobType: '', location: '', postedDate: todayInVietnam(now), description: '', requirements: '', benefits: '' };
}

export function jobToForm(job: AdminJob): JobFormValues {
  return {
    title: job.title,
    company: job.company ?? '',
    category: job.category,
    jobType: job.jobType,
    location: job.location,
    postedDate: job.postedDate,
    description: job.description.join('\n'),
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
  };
}

/** Blank lines are layout, not items: they are dropped before the shared schema sees the list. */
const toLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** What would be sent: the form turned into the API body (not yet validated). */
export function formToBody(values: JobFormValues): JobFormBody {
  return {
    ...values,
    company: values.company.trim() || null,
    description: toLines(values.description),
    requirements: toLines(values.requirements),
    benefits: toLines(values.benefits),
  };
}

/**
 * The shared schema's verdict on the form, one message per field (an item's error such as
 * "description[2]" is shown at its list field), exactly as the server would word it.
 */
export function validateJobForm(values: JobFormValues): JobFormErrors {
  try {
    jobFormSchema.validateSync(formToBody(values), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: JobFormErrors = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const field = (e.path ?? '').replace(/\[\d+\]$/, '') as keyof JobFormValues;
      if (field && !errors[field]) errors[field] = e.message;
    }
    return errors;
  }
}

/** Server field errors (e.g. "benefits[0]") mapped onto the form's fields. */
export function serverErrorsToForm(errors: Record<string, string>): JobFormErrors {
  const out: JobFormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/\[\d+\]$/, '') as keyof JobFormValues;
    out[field] ??= message;
  }
  return out;
}
