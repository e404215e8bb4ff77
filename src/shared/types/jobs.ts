/** One option of a careers filter select; value "-1" means all. */
export interface FilterOption {
  value: string;
  label: string;
}

export const ALL_VALUE = '-1';

export const JOB_CATEGORIES = ['Chuyên viên tư vấn pháp lý', 'Luật sư', 'Nhân viên kinh doanh'] as const;
export const JOB_TYPES = ['Cộng tác viên', 'Học việc', 'Thời vụ', 'Toàn thời gian'] as const;
export const JOB_LOCATIONS = ['Hà Nội', 'Hồ Chí Minh'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export type JobType = (typeof JOB_TYPES)[number];
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const JOB_STATUSES = ['OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A search result card. */
export interface JobSummary {
  id: number;
  title: string;
  company: string | null;
  category: string;
  jobType: string;
  location: string;
  /** YYYY-MM-DD */
  postedDate: string;
}

/** The job page. */
export interface JobDetail extends JobSummary {
  description: string[];
  requirements: string[];
  benefits: string[];
}

/** Query of GET /jobs/search: labels, not values; an empty string means all. */
export interface JobSearchParams {
  keywords: string;
  category: string;
  jobType: string;
  location: string;
}

/** The careers filter form: select values ("-1" = all). */
export interface JobFilterValues {
  keywords: string;
  category: string;
  jobType: string;
  location: string;
}

/** What POST /jobs/{id}/applications answers. */
export interface JobApplicationResult {
  id: number;
  jobId: number;
}

/** CVs larger than this are refused with 413. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_ACCEPT = '.pdf,.doc,.docx';

const toOptions = (labels: readonly string[]): FilterOption[] => labels.map((label, i) => ({ value: String(i + 1), label }));

export const CATEGORY_OPTIONS: FilterOption[] = toOptions(JOB_CATEGORIES);
export const JOB_TYPE_OPTIONS: FilterOption[] = toOptions(JOB_TYPES);
export const LOCATION_OPTIONS: FilterOption[] = toOptions(JOB_LOCATIONS);
