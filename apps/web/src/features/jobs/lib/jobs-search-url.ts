import type { JobType } from '@souq/contract';
import { JOB_TYPES } from '@souq/contract/limits';

/** What `/jobs` shows, as kept in its address (`?q=…&type=…&region=…`). */
export interface JobsSearch {
  search: string;
  jobType: JobType | '';
  categoryId: number | null;
  regionId: number | null;
  salaryMin: string;
  experience: string;
}

const idParam = (params: URLSearchParams, key: string, fallback: number | null) => {
  // Absent: the stored selection's value. Present but empty: "any" (cleared on purpose).
  if (!params.has(key)) return fallback;
  const id = Number(params.get(key));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The list's state from the address, the stored selection filling what the address omits. */
export function readJobsSearch(
  params: URLSearchParams,
  defaults: { categoryId: number | null; regionId: number | null },
): JobsSearch {
  const type = params.get('type') ?? '';
  const experience = params.get('exp') ?? '';
  return {
    search: params.get('q') ?? '',
    jobType: (JOB_TYPES as readonly string[]).includes(type) ? (type as JobType) : '',
    categoryId: idParam(params, 'category', defaults.categoryId),
    regionId: idParam(params, 'region', defaults.regionId),
    salaryMin: /^\d{1,10}(\.\d{1,2})?$/.test(params.get('salary') ?? '')
      ? (params.get('salary') as string)
      : '',
    experience: /^\d{1,2}$/.test(experience) ? experience : '',
  };
}

/** The address for `state`; category and region are always written so a cleared one stays so. */
export function writeJobsSearch(state: JobsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.jobType) params.set('type', state.jobType);
  params.set('category', state.categoryId ? String(state.categoryId) : '');
  params.set('region', state.regionId ? String(state.regionId) : '');
  if (state.salaryMin) params.set('salary', state.salaryMin);
  if (state.experience) params.set('exp', state.experience);
  return params;
}

/** How many filters are set (the badge on the phone's "Filters" button). */
export const activeJobFilters = (state: JobsSearch) =>
  [state.jobType, state.categoryId, state.regionId, state.salaryMin, state.experience].filter(
    Boolean,
  ).length;
