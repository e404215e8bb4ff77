import {
  ALL_VALUE,
  CATEGORY_OPTIONS,
  JOB_TYPE_OPTIONS,
  LOCATION_OPTIONS,
  type FilterOption,
  type JobFilterValues,
  type JobSearchParams,
} from '../../../shared/types/jobs';

export const INITIAL_FILTERS: JobFilterValues = { keywords: '', category: ALL_VALUE, jobType: ALL_VALUE, location: ALL_VALUE };

const labelOf = (options: FilterOption[], value: string) => (value === ALL_VALUE ? '' : (options.find((o) => o.value === value)?.label ?? ''));

/** Form values → the query of GET /jobs/search: LABELS, "-1" as an empty string, trimmed keywords. */
export function toSearchParams(v: JobFilterValues): JobSearchParams {
  return {
    keywords: v.keywords.trim(),
    category: labelOf(CATEGORY_OPTIONS, v.category),
    jobType: labelOf(JOB_TYPE_OPTIONS, v.jobType),
    location: labelOf(LOCATION_OPTIONS, v.location),
  };
}

/** The job id from the page address (base64, url-safe variant accepted), or null when it is not one. */
export function decodeJobId(raw: string | undefined): number | null {
  if (!raw) return null;
  try {
    const text = atob(decodeURIComponent(raw).replace(/-/g, '+').replace(/_/g, '/'));
    return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

/** YYYY-MM-DD → dd/mm/yyyy (vi-VN's order), a calendar date: no time zone, and no Intl at start-up. */
export function formatJobDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
