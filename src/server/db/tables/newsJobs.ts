import type { Generated } from 'kysely';
import type { JobStatus } from '../../../shared/types/jobs';
import type { NewsIcon } from '../../../shared/types/news';

export interface NewsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  image: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewsSectionsTable {
  id: Generated<number>;
  newsId: number;
  position: number;
  title: string;
  content: string;
  icon: NewsIcon;
}

export interface JobsTable {
  id: Generated<number>;
  title: string;
  company: string | null;
  /** Labels, as the careers filters send them. */
  category: string;
  jobType: string;
  location: string;
  /** YYYY-MM-DD */
  postedDate: string;
  /** JSON arrays of strings. */
  description: string;
  requirements: string;
  benefits: string;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  jobId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Relative to DATA_DIR/private (e.g. "cv/3f…9a.pdf"); never served publicly. */
  cvPath: string;
  cvOriginalName: string;
  cvMime: string;
  cvSize: number;
  createdAt: string;
}

export interface NewsJobsTables {
  news: NewsTable;
  newsSections: NewsSectionsTable;
  jobs: JobsTable;
  jobApplications: JobApplicationsTable;
}
