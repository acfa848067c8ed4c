import type { Application, ApplicationsPage, Job } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../../test/factories.ts';
import {
  apply,
  applyOk,
  docCv,
  docxCv,
  JOBS_API,
  postJob,
} from '../../../../test/job-factories.ts';
import { multipart } from '../../../../test/multipart.ts';
import type { App } from '../../../app.ts';
import { jobApplications, jobs } from '../jobs.table.ts';

let app: App;
let company: TestAccount;
let otherCompany: TestAccount;
let seeker: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  [company, otherCompany, seeker, stranger] = await Promise.all([
    createUser(app, { type: 'company' }),
    createUser(app, { type: 'company', company_name: 'Rival Co.' }),
    createUser(app, { name: 'Layla Seeker' }),
    createUser(app),
  ]);
});
afterAll(() => app.close());

const API = '/api/v1';
const applicationsOf = (token: string, jobId: number) =>
  asUser(app, token).get(`${JOBS_API}/${jobId}/applications`);
const setStatus = (token: string, id: number, status: string, lang = 'en') =>
  asUser(app, token).post(
    `${API}/applications/${id}/status`,
    { status },
    { 'accept-language': lang },
  );
const cvOf = (token: string | null, id: number) =>
  app.inject({
    method: 'GET',
    url: `${API}/applications/${id}/cv`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const detailsAs = async (token: string, id: number) =>
  ((await asUser(app, token).get(`${JOBS_API}/details/${id}`)).json() as { data: Job }).data;

describe('applying', () => {
  test('a person applies with a PDF CV; the job counts them and shows their application', async () => {
    const job = await postJob(app, company.token);
    const res = await apply(app, seeker.token, job.id);
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: Application };
    expect(data).toMatchObject({
      job: { id: job.id, title: job.title, status: 'open' },
      applicant: { id: seeker.account.id, name: 'Layla Seeker' },
      cover_letter: 'I would love to join.',
      cv_type: 'pdf',
      status: 'waiting',
    });
    expect(data.timeline).toEqual([{ status: 'waiting', at: data.created_at }]);
    expect(data.cv_url).toMatch(new RegExp(`/api/v1/applications/${data.id}/cv$`));
    const seen = await detailsAs(seeker.token, job.id);
    expect(seen.applicants_count).toBe(1);
    expect(seen.my_application).toMatchObject({ id: data.id, status: 'waiting' });
  });

  test('DOC and DOCX are accepted by their bytes', async () => {
    const job = await postJob(app, company.token);
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    expect((await apply(app, a.token, job.id, { cv: docCv() })).json().data.cv_type).toBe('doc');
    expect((await apply(app, b.token, job.id, { cv: docxCv() })).json().data.cv_type).toBe('docx');
  });

  test('a text file named cv.pdf is refused with 415', async () => {
    const job = await postJob(app, company.token);
    const res = await apply(app, seeker.token, job.id, {
      cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('just text') },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('jobs.cv-unsupported');
    expect((await detailsAs(seeker.token, job.id)).applicants_count).toBe(0);
  });

  test('a 6 MB CV is refused with 413', async () => {
    const job = await postJob(app, company.token);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await apply(app, seeker.token, job.id, {
      cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('jobs.cv-too-large');
  });

  test('a CV is required and a cover letter is at most 3,000 characters (422)', async () => {
    const job = await postJob(app, company.token);
    const res = await asUser(app, seeker.token).post(`${JOBS_API}/${job.id}/apply`, {
      cover_letter: 'x'.repeat(3001),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cover_letter', 'cv']);
  });

  test('a second application by the same person is 409', async () => {
    const job = await postJob(app, company.token);
    await applyOk(app, seeker.token, job.id);
    const again = await apply(app, seeker.token, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('jobs.already-applied');
    expect((await detailsAs(seeker.token, job.id)).applicants_count).toBe(1);
  });

  test('twenty applications at once by one person: exactly one 201, the rest 409, counted once', async () => {
    const job = await postJob(app, company.token);
    const person = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apply(app, person.token, job.id)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const rows = await app.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect((await detailsAs(person.token, job.id)).applicants_count).toBe(1);
  });

  test('twelve people applying at once are all counted, in the same transaction as each application', async () => {
    const job = await postJob(app, company.token);
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    const answers = await Promise.all(people.map((p) => apply(app, p.token, job.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    expect((await detailsAs(company.token, job.id)).applicants_count).toBe(12);
    const page = (await applicationsOf(company.token, job.id)).json() as ApplicationsPage;
    expect(page.meta.total).toBe(12);
  });

  test('a company cannot apply, nor anyone to their own job (403)', async () => {
    const job = await postJob(app, company.token);
    const rival = await apply(app, otherCompany.token, job.id);
    expect(rival.statusCode).toBe(403);
    expect(rival.json().code).toBe('jobs.companies-cannot-apply');
    const own = await apply(app, company.token, job.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('jobs.own-job');
  });

  test('a company is refused (403) before anything about the form, even with no CV', async () => {
    const job = await postJob(app, company.token);
    const res = await asUser(app, otherCompany.token).post(
      `${API}/jobs/${job.id}/apply`,
      multipart({ cover_letter: 'No CV attached' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('jobs.companies-cannot-apply');
  });

  test('a closed job and a job past its deadline refuse applications (409)', async () => {
    const closed = await postJob(app, company.token);
    await asUser(app, company.token).post(`${JOBS_API}/update/${closed.id}`, { status: 'closed' });
    const late = await postJob(app, company.token);
    await app.db
      .update(jobs)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, late.id));
    for (const id of [closed.id, late.id]) {
      const res = await apply(app, seeker.token, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('jobs.closed');
    }
  });
});

describe('reviewing applicants', () => {
  test("only the job's owner lists its applications", async () => {
    const job = await postJob(app, company.token);
    const application = await applyOk(app, seeker.token, job.id);
    const list = await applicationsOf(company.token, job.id);
    expect(list.statusCode).toBe(200);
    const page = list.json() as ApplicationsPage;
    expect(page.data.map((a) => a.id)).toEqual([application.id]);
    expect(page.meta.total).toBe(1);
    for (const other of [otherCompany, seeker]) {
      const refused = await applicationsOf(other.token, job.id);
      expect(refused.statusCode).toBe(403);
    }
  });

  test('the owner marks an application successful; each change is dated; others are refused', async () => {
    const job = await postJob(app, company.token);
    const application = await applyOk(app, seeker.token, job.id);
    for (const other of [otherCompany, seeker, stranger]) {
      expect((await setStatus(other.token, application.id, 'successful')).statusCode).toBe(403);
    }
    const done = await setStatus(company.token, application.id, 'successful', 'ar');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('تم تغيير حالة الطلب.');
    expect(done.json().data.timeline.map((s: { status: string }) => s.status)).toEqual([
      'waiting',
      'successful',
    ]);
    const bad = await setStatus(company.token, application.id, 'hired');
    expect(bad.statusCode).toBe(422);
    const mine = (
      await asUser(app, seeker.token).get(`${API}/applications/mine`)
    ).json() as ApplicationsPage;
    const seen = mine.data.find((a) => a.id === application.id)!;
    expect(seen.status).toBe('successful');
    expect(seen.timeline).toHaveLength(2);
    expect(new Date(seen.timeline[1]!.at).getTime()).toBeGreaterThanOrEqual(
      new Date(seen.timeline[0]!.at).getTime(),
    );
    expect(await setStatus(company.token, 999_999_999, 'failed').then((r) => r.statusCode)).toBe(
      404,
    );
  });
});

describe('CV files', () => {
  test('the owner and the applicant download the CV as an attachment; nobody else can', async () => {
    const job = await postJob(app, company.token);
    const application = await applyOk(app, seeker.token, job.id);
    for (const token of [company.token, seeker.token]) {
      const res = await cvOf(token, application.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cv-\d+\.pdf"/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.startsWith('%PDF-')).toBe(true);
    }
    for (const other of [otherCompany, stranger]) {
      expect((await cvOf(other.token, application.id)).statusCode).toBe(404);
    }
    expect((await cvOf(null, application.id)).statusCode).toBe(401);
  });

  test('a CV is never under the public /media path', async () => {
    const job = await postJob(app, company.token);
    const application = await applyOk(app, seeker.token, job.id);
    const [row] = await app.db
      .select({ key: jobApplications.cvKey })
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id));
    expect(row!.key).toMatch(/^private\/cvs\//);
    expect(application.cv_url).not.toContain('/media/');
    const direct = await app.inject({ method: 'GET', url: `/media/${row!.key}` });
    expect(direct.statusCode).toBe(404);
  });
});

describe('withdrawing', () => {
  test('the applicant withdraws while waiting; the count goes back; not once decided', async () => {
    const job = await postJob(app, company.token);
    const person = await createUser(app);
    const application = await applyOk(app, person.token, job.id);
    const byOther = await asUser(app, stranger.token).inject({
      method: 'DELETE',
      url: `${API}/applications/${application.id}`,
    });
    expect(byOther.statusCode).toBe(404);
    const res = await asUser(app, person.token).inject({
      method: 'DELETE',
      url: `${API}/applications/${application.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await detailsAs(person.token, job.id)).applicants_count).toBe(0);
    expect((await cvOf(person.token, application.id)).statusCode).toBe(404);

    const second = await applyOk(app, person.token, job.id);
    await setStatus(company.token, second.id, 'failed');
    const late = await asUser(app, person.token).inject({
      method: 'DELETE',
      url: `${API}/applications/${second.id}`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('jobs.cannot-withdraw');
  });
});
