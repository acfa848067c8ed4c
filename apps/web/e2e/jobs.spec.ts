import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arJobs from '../src/locales/ar/jobs.json';
import enAccounts from '../src/locales/en/accounts.json';
import enJobs from '../src/locales/en/jobs.json';
import {
  type Account,
  api,
  DESKTOP,
  demoCategory,
  demoPlace,
  type Lng,
  PHONE,
  registerAccount,
  run,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { overflow, seriousViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Hiring end to end, in English and in Arabic, against the real server: a company posts a job
// through its form; a person finds it by an Arabic search written with other alef and taa
// marbuta forms, applies with a PDF CV; the company opens the applicants, downloads the CV and
// marks the application successful; the person sees "successful" in their profile. Every page
// of the journey is checked at 1366 px and 360 px: no wider than the screen, no serious axe
// violation. The two languages run side by side; within one, each step follows the last.

const texts = {
  en: { jobs: enJobs, accounts: enAccounts },
  ar: { jobs: arJobs, accounts: arAccounts },
} as const;

const CV = {
  name: 'layla-cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const pageAs = (account: Account, lng: Lng, viewport = DESKTOP) =>
  signedInPage(session, account, lng, viewport);

/** The page as it is: a screenshot, and nothing wider than the screen or failing axe. */
async function inspect(expect: ExpectStatic, page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // Settled: a tab row scrolling its chosen tab into view may stick out for a moment.
  await expect
    .poll(() => overflow(page), { message: `${name} is wider than the screen`, timeout: 5_000 })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

describe.concurrent.each(['en', 'ar'] as const)('hiring journey in %s', (lng) => {
  const { jobs: j, accounts } = texts[lng];
  // Stored with hamza on the alef and a taa marbuta; searched without either.
  const title = `مهندس برمجيات أول للمنصة ${run}${lng}`;
  const searched = `مهندس برمجيات اول للمنصه ${run}${lng}`;
  let company: Account;
  let person: Account;
  let jobId: number;

  test.sequential('a company posts a job through its form', async ({ expect }) => {
    company = await registerAccount(`Hiring${lng}`, { type: 'company' });
    const { countryId } = await demoPlace();
    const { id: jobsCategoryId } = await demoCategory('jobs');
    const page = await pageAs(company, lng);
    await page.goto('/addOpportunity');
    await page.getByRole('heading', { name: j.form.title, level: 1 }).waitFor();
    await page.getByLabel(j.form['job-title']).fill(title);
    await page
      .getByLabel(j.form.description)
      .fill('نبني منصة سوق ونبحث عن مهندس خبير.\nWe build the Souq platform.');
    await page.getByRole('combobox', { name: j.form['job-type'] }).selectOption('full_time');
    await page
      .getByRole('combobox', { name: j.form.category, exact: true })
      .selectOption(String(jobsCategoryId));
    const sub = page.getByRole('combobox', { name: j.form['sub-category'] });
    await expect.poll(() => sub.locator('option').count()).toBeGreaterThan(1);
    await sub.selectOption({ index: 1 });
    const country = page.getByRole('combobox', { name: accounts.fields.country });
    await expect.poll(() => country.locator('option').count()).toBeGreaterThan(1);
    await country.selectOption(String(countryId));
    const region = page.getByRole('combobox', { name: accounts.fields.region });
    await expect.poll(() => region.locator('option').count()).toBeGreaterThan(1);
    await region.selectOption({ index: 1 });
    await page
      .getByLabel(new RegExp(j.form['salary-min'].replace(/[()$]/g, '.')))
      .fill(lng === 'ar' ? '٤٠٠٠' : '4000');
    await page.getByLabel(new RegExp(j.form['salary-max'].replace(/[()$]/g, '.'))).fill('6500');
    await inspect(expect, page, `jobs-add-${lng}`);
    await page.getByRole('button', { name: j.form.submit }).click();
    await page.waitForURL(/\/jobs\/\d+$/);
    jobId = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('link', { name: j.details.applicants }).waitFor();
    await inspect(expect, page, `jobs-details-owner-${lng}`);
    await page.close();
  });

  test.sequential('a person finds it by an Arabic search and applies with a PDF CV', async ({
    expect,
  }) => {
    person = await registerAccount(`Seeker${lng}`);
    const page = await pageAs(person, lng);
    await page.goto('/jobs');
    await page.getByRole('heading', { name: j.list.title, level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: j.list['search-label'] }).fill(searched);
    await page.getByRole('button', { name: j.list.search, exact: true }).click();
    const link = page.getByRole('link', { name: title });
    await link.waitFor();
    await inspect(expect, page, `jobs-list-${lng}`);
    await link.click();
    await page.waitForURL(`**/jobs/${jobId}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await inspect(expect, page, `jobs-details-${lng}`);
    // The person can ask the company about this job: the chat opens with the job's card on top.
    const chat = page.getByRole('link', { name: j.details['chat-employer'] });
    expect(await chat.getAttribute('href')).toMatch(new RegExp(`about=job&item=${jobId}$`));

    await page.getByRole('link', { name: j.details.apply }).click();
    await page.waitForURL(`**/jobs/${jobId}/applyJob`);
    await page.getByRole('heading', { name: j.apply.title, level: 1 }).waitFor();
    await page
      .getByLabel(new RegExp(j.apply['cover-letter']))
      .fill('خبرة ست سنوات في React و Node.');
    await page.getByLabel(j.apply.cv).setInputFiles(CV);
    await page.getByText(CV.name).waitFor();
    await inspect(expect, page, `jobs-apply-${lng}`);
    // The upload's progress bar shows while the CV is sent (the answer is held back a moment so a
    // fast local upload cannot finish between two looks).
    await page.route('**/api/v1/jobs/*/apply', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const progress = page
      .getByRole('progressbar', { name: j.apply.progress })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    await page.getByRole('button', { name: j.apply.submit }).click();
    expect(await progress).toBe(true);
    await page.waitForURL(`**/jobs/${jobId}`);
    // A toast says it was sent; the job now says "applied" with the status.
    await page.getByRole('alert').first().waitFor();
    const mine = page.getByTestId('my-application');
    await mine.getByText(j['application-status'].waiting, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: j.details.apply }).count()).toBe(0);
    await page.close();
  });

  test.sequential('the company downloads the CV and marks the application successful', async ({
    expect,
  }) => {
    const page = await pageAs(company, lng);
    await page.goto(`/opportunities/${jobId}`);
    const applicant = page.getByTestId('applicant').filter({ hasText: person.name });
    await applicant.waitFor();
    await applicant.getByText(j['application-status'].waiting, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      applicant.getByRole('button', { name: j.owner['download-cv'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await inspect(expect, page, `jobs-opportunity-${lng}`);
    await applicant.getByRole('button', { name: j.owner['mark-successful'] }).click();
    await applicant.getByText(j['application-status'].successful, { exact: true }).waitFor();
    await page.close();

    // Another person cannot fetch the CV.
    const stranger = await registerAccount(`Stranger${lng}`);
    const applications = await api<{ data: Array<{ id: number; cv_url: string }> }>(
      `/jobs/${jobId}/applications`,
      { token: company.token },
    );
    const cv = await fetch(applications.body.data[0]!.cv_url, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(cv.status).toBe(404);
  });

  test.sequential('the person sees "successful" with its date in their profile', async ({
    expect,
  }) => {
    // Both widths side by side, each in its own context.
    await Promise.all(
      [DESKTOP, PHONE].map(async (viewport) => {
        const page = await pageAs(person, lng, viewport);
        await page.goto('/profile?tab=my-opportunity');
        const card = page.getByTestId('my-application').filter({ hasText: title });
        await card.waitFor();
        await card.getByText(j['application-status'].successful, { exact: true }).first().waitFor();
        await card.getByRole('heading', { name: j.mine.timeline }).waitFor();
        expect(await card.locator('ol li').count()).toBe(2);
        await inspect(expect, page, `jobs-profile-${viewport.width}-${lng}`);
        await page.close();
      }),
    );
  });

  test.sequential('every page of the journey fits a 360 px phone', async ({ expect }) => {
    // The company's pages and a new seeker's side by side, each in its own context.
    const visit = async (account: Account, pages: ReadonlyArray<readonly [string, string]>) => {
      const phone = await pageAs(account, lng, PHONE);
      for (const [path, name] of pages) {
        await phone.goto(path);
        await phone.locator('main h1').first().waitFor();
        await inspect(expect, phone, `jobs-${name}-360-${lng}`);
      }
      await phone.close();
    };
    await Promise.all([
      visit(company, [
        ['/addOpportunity', 'add'],
        [`/opportunities/${jobId}`, 'opportunity'],
        ['/profile?tab=my-opportunity', 'company-profile'],
      ]),
      registerAccount(`Phone${lng}`).then((seeker) =>
        visit(seeker, [
          [`/jobs?q=${encodeURIComponent(searched)}`, 'list'],
          [`/jobs/${jobId}`, 'details'],
          [`/jobs/${jobId}/applyJob`, 'apply'],
        ]),
      ),
    ]);
  });
});
