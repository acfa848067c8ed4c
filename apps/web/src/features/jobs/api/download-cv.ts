import type { Application } from '@souq/contract';
import { downloadFile } from '../../../lib/api/files';

/** Saves an application's CV (the server answers only the job's owner and the applicant). */
export const downloadCv = (application: Application) =>
  downloadFile(application.cv_url, `cv-${application.id}.${application.cv_type}`);
