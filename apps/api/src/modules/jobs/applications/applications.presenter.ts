import type { Application, ApplicationStatus } from '@souq/contract';
import type { RequestView } from '../../../http/request-view.ts';
import type { ApplicationRow } from './applications.repository.ts';

/** Who an application is shown to: image URLs and the CV route's URL on the host they called. */
export interface ApplicationView extends Pick<RequestView, 'media'> {
  /** Absolute URL of `GET /applications/{id}/cv`. */
  cvUrlOf: (id: number) => string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export const toApplication = (row: ApplicationRow, view: ApplicationView): Application => ({
  id: row.id,
  job: {
    id: row.jobId,
    title: row.jobTitle,
    status: row.jobStatus,
    company: {
      id: row.ownerId,
      name: row.companyName,
      logo: view.media.thumb(row.companyLogo),
    },
  },
  applicant: {
    id: row.userId,
    name: row.applicantName,
    photo: view.media.thumb(row.applicantImage),
    type: row.applicantType,
  },
  cover_letter: row.coverLetter,
  cv_url: view.cvUrlOf(row.id),
  cv_type: row.cvType,
  status: row.status,
  timeline: row.timeline.map((step) => ({
    status: step.status as ApplicationStatus,
    at: iso(step.at),
  })),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
