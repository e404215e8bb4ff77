import * as yup from 'yup';
import { MSG_JOBS } from '../messages/newsJobs';
import { JOB_CATEGORIES, JOB_LOCATIONS, JOB_TYPES } from '../types/jobs';
import { SIMPLE_EMAIL, text } from './common';
import './locale';

export const KEYWORDS_MAX = 100;
export const APPLICANT_NAME_MAX = 100;
export const APPLICANT_EMAIL_MAX = 254;
export const APPLICANT_PHONE_MIN = 10;
export const APPLICANT_PHONE_MAX = 20;

/** A label filter: empty (all) or exactly one of the labels. */
const label = (labels: readonly string[]) =>
  text()
    .default('')
    .test('label', MSG_JOBS.badOption, (v) => v === undefined || v === '' || labels.includes(v));

/** GET /jobs/search query: the three LABELS and trimmed keywords; '' means all. */
export const jobSearchSchema = yup.object({
  keywords: text().default('').max(KEYWORDS_MAX, MSG_JOBS.keywordsMax),
  category: label(JOB_CATEGORIES),
  jobType: label(JOB_TYPES),
  location: label(JOB_LOCATIONS),
});

/** An optional text field: blank becomes undefined so that the rules below apply only to real input. */
const optional = () => text().transform((v: unknown) => (v === '' ? undefined : v)).optional();

/**
 * The optional applicant fields sent with a CV (multipart fields, so always strings). The CV itself
 * is checked by the server (content and size) and by the form (presence).
 */
export const jobApplicationSchema = yup.object({
  name: optional().max(APPLICANT_NAME_MAX, MSG_JOBS.nameMax),
  email: optional().max(APPLICANT_EMAIL_MAX, MSG_JOBS.emailInvalid).matches(SIMPLE_EMAIL, MSG_JOBS.emailInvalid),
  phone: optional()
    .min(APPLICANT_PHONE_MIN, MSG_JOBS.phoneInvalid)
    .max(APPLICANT_PHONE_MAX, MSG_JOBS.phoneInvalid)
    .matches(/^\+?[0-9 .()-]+$/, MSG_JOBS.phoneInvalid),
});

export type JobApplicationFields = yup.InferType<typeof jobApplicationSchema>;
