import type {
  ApplicationResponse,
  ApplicationStatusBody,
  ApplicationsPage,
  ApplyJobBody,
  CreateJobBodyInput,
  JobDeletedResponse,
  JobResponse,
  JobsPage,
  ListJobsQueryInput,
  Message,
  MyJobsQueryInput,
  PageQueryInput,
  UpdateJobBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const jobsEndpoints = {
  list: { method: 'GET', path: '/jobs', auth: 'none' },
  /** Optional: the caller's own application and ownership are answered when signed in. */
  details: { method: 'GET', path: '/jobs/details/{id}', auth: 'optional' },
  /** The caller's jobs, every status. */
  mine: { method: 'GET', path: '/jobs/get-by-user', auth: 'required' },
  /** Company accounts only (403 for a person). */
  create: { method: 'POST', path: '/jobs/create', auth: 'required' },
  update: { method: 'POST', path: '/jobs/update/{id}', auth: 'required' },
  delete: { method: 'DELETE', path: '/jobs/delete/{id}', auth: 'required' },
  /** A person applies with a cover letter and a CV; once per job. */
  apply: { method: 'POST', path: '/jobs/{id}/apply', auth: 'required' },
  /** The job's owner only. */
  applications: { method: 'GET', path: '/jobs/{id}/applications', auth: 'required' },
  /** The job's owner only. */
  applicationStatus: { method: 'POST', path: '/applications/{id}/status', auth: 'required' },
  /** The caller's applications with their dated timelines. */
  myApplications: { method: 'GET', path: '/applications/mine', auth: 'required' },
  /** The applicant withdraws an application that is still waiting. */
  withdraw: { method: 'DELETE', path: '/applications/{id}', auth: 'required' },
  /** The CV file, as an attachment: for the job's owner and the applicant only. */
  cv: { method: 'GET', path: '/applications/{id}/cv', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type JobsEndpointTypes = EndpointTypesOf<
  typeof jobsEndpoints,
  {
    list: { query: ListJobsQueryInput; response: JobsPage };
    details: { response: JobResponse };
    mine: { query: MyJobsQueryInput; response: JobsPage };
    create: { body: CreateJobBodyInput; response: JobResponse };
    update: { body: UpdateJobBodyInput; response: JobResponse };
    delete: { response: JobDeletedResponse };
    apply: { body: ApplyJobBody; response: ApplicationResponse };
    applications: { query: PageQueryInput; response: ApplicationsPage };
    applicationStatus: { body: ApplicationStatusBody; response: ApplicationResponse };
    myApplications: { query: PageQueryInput; response: ApplicationsPage };
    withdraw: { response: Message };
    cv: { response: unknown };
  }
>;
