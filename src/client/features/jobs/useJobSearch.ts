import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { JobFilterValues, JobSearchParams, JobSummary } from '../../../shared/types/jobs';
import { INITIAL_FILTERS, toSearchParams } from './jobFilters';
import { useGetJobsQuery, useSearchJobsQuery } from './jobsApi';

export const SEARCH_DEBOUNCE_MS = 500;

/** One empty list, so that the memoised results do not render again for a new []. */
const NO_JOBS: JobSummary[] = [];

const same = (a: JobSearchParams | null, b: JobSearchParams) =>
  !!a && a.keywords === b.keywords && a.category === b.category && a.jobType === b.jobType && a.location === b.location;

/**
 * The careers list: GET /jobs on entry; every edit of the filters searches GET /jobs/search
 * 500 ms after the last change; the search button searches at once.
 */
export function useJobSearch() {
  const [values, setValues] = useState<JobFilterValues>(INITIAL_FILTERS);
  const [params, setParams] = useState<JobSearchParams | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const all = useGetJobsQuery(undefined, { skip: params !== null });
  const search = useSearchJobsQuery(params ?? skipToken);
  const { refetch } = search;

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback((next: JobFilterValues) => {
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setParams(toSearchParams(next)), SEARCH_DEBOUNCE_MS);
  }, []);

  const submit = useCallback(() => {
    clearTimeout(timer.current);
    const next = toSearchParams(values);
    // The same query again is answered from the cache; the button means "look again".
    if (same(params, next)) void refetch();
    else setParams(next);
  }, [values, params, refetch]);

  const active = params ? search : all;
  return {
    values,
    change,
    submit,
    mode: params ? ('search' as const) : ('list' as const),
    jobs: active.data ?? NO_JOBS,
    loading: active.isFetching || active.isLoading,
    failed: active.isError,
  };
}
