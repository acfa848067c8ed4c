import type { Application, Job } from '@souq/contract';
import type { App } from '../src/app.ts';
import { categoryId, placesOf } from './ad-factories.ts';
import { asUser, createdData } from './as-user.ts';
import { type FilePart, multipart } from './multipart.ts';

export const JOBS_API = '/api/v1/jobs';

/** A deadline `days` ahead, ISO-8601. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Valid create fields (a full-time accountant in Saudi Arabia); override any. */
export const jobFields = async (app: App, overrides: Record<string, unknown> = {}) => {
  const { countryId, regionIds } = await placesOf(app, 'SA');
  return {
    title: 'Senior Accountant',
    description: 'Keep the books of a growing trading company.',
    requirements: 'CPA or SOCPA; Excel.',
    job_type: 'full_time',
    category_id: await categoryId(app, 'job-vacancies'),
    country_id: countryId,
    region_id: regionIds[0]!,
    salary_min: '2000',
    salary_max: '3500.50',
    experience: 3,
    gender: 'any',
    vacancies: 2,
    deadline: daysAhead(30),
    ...overrides,
  };
};

/** Posts a job as `token`'s holder (a company); throws unless it is created. */
export const postJob = async (
  app: App,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Job> => {
  const res = await asUser(app, token).post(`${JOBS_API}/create`, await jobFields(app, overrides));
  return createdData<Job>(res, 'job not created');
};

/** A small real-looking PDF. */
export const pdfCv = (name = 'cv.pdf'): FilePart => ({
  filename: name,
  contentType: 'application/pdf',
  data: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

/** The start of a Word 97-2003 (OLE2 compound) file. */
export const docCv = (): FilePart => ({
  filename: 'cv.doc',
  contentType: 'application/msword',
  data: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504, 0),
  ]),
});

/** A ZIP local header naming `word/document.xml`: a DOCX as far as its bytes say. */
export const docxCv = (): FilePart => ({
  filename: 'cv.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  data: Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]),
    Buffer.alloc(16, 0),
    Buffer.from('word/document.xml<w:document/>'),
  ]),
});

/** Applies to a job as `token`'s holder. */
export const apply = (
  app: App,
  token: string,
  jobId: number,
  fields: Record<string, unknown> = {},
) =>
  asUser(app, token).post(
    `${JOBS_API}/${jobId}/apply`,
    multipart({ cover_letter: 'I would love to join.', cv: pdfCv(), ...fields } as Parameters<
      typeof multipart
    >[0]),
  );

/** Applies and answers the application; throws unless it is created. */
export const applyOk = async (app: App, token: string, jobId: number): Promise<Application> => {
  return createdData<Application>(await apply(app, token, jobId), 'not applied');
};
