import type { Job } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { ArrowLeft, Banknote, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { formatDate, formatNumber, formatRelativeTime } from '../../../lib/format';
import { salaryText } from '../lib/salary';
import { CompanyLogo } from './company-logo';
import { JobStatusBadge } from './job-status-badge';

export function BackToJobs({ to = webPaths.jobs, label }: { to?: string; label?: string }) {
  const { t } = useTranslation('jobs');
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-800"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {label ?? t('details.back')}
    </Link>
  );
}

/** The job's heading: company logo, title, company, type and status, salary and place. */
export function JobHeader({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  return (
    <header className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <CompanyLogo src={job.company.logo} className="size-16" />
      <div className="min-w-0 flex-1">
        <h1 dir="auto" className="text-start text-2xl font-bold break-words text-slate-900">
          {job.title}
        </h1>
        <p dir="auto" className="mt-1 text-start text-slate-600">
          {job.company.name}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800">
            {t(`types.${job.job_type}`)}
          </span>
          <JobStatusBadge status={job.status} />
        </div>
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          <span className="flex items-center gap-1.5 font-semibold">
            <Banknote className="size-4 text-slate-500" aria-hidden="true" />
            {salaryText(t, job)}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            {t('details.place-value', { region: job.region.name, country: job.country.name })}
          </span>
        </div>
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The job's facts as a definition list. */
export function JobFacts({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  return (
    <section
      aria-labelledby="job-facts"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="job-facts" className="mb-4 text-lg font-bold text-slate-900">
        {t('details.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label={t('details.type')}>{t(`types.${job.job_type}`)}</Fact>
        <Fact label={t('details.category')}>{job.category.name}</Fact>
        <Fact label={t('details.place')}>{job.region.name}</Fact>
        <Fact label={t('details.experience')}>
          {job.experience === 0
            ? t('details.no-experience')
            : t('details.years', {
                count: job.experience,
                formatted: formatNumber(job.experience),
              })}
        </Fact>
        <Fact label={t('details.gender')}>{t(`genders.${job.gender}`)}</Fact>
        <Fact label={t('details.vacancies')}>{formatNumber(job.vacancies)}</Fact>
        <Fact label={t('details.deadline')}>
          <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
        </Fact>
        <Fact label={t('details.posted')}>
          <time dateTime={job.created_at}>{formatRelativeTime(job.created_at)}</time>
        </Fact>
      </dl>
    </section>
  );
}

/** Description and requirements, with the poster's line breaks. */
export function JobTexts({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  return (
    <section className="grid gap-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 className="mb-2 text-lg font-bold text-slate-900">{t('details.description')}</h2>
        <p dir="auto" className="text-start whitespace-pre-line break-words text-slate-700">
          {job.description}
        </p>
      </div>
      {job.requirements && (
        <div>
          <h2 className="mb-2 text-lg font-bold text-slate-900">{t('details.requirements')}</h2>
          <p dir="auto" className="text-start whitespace-pre-line break-words text-slate-700">
            {job.requirements}
          </p>
        </div>
      )}
    </section>
  );
}

/** The company that posted the job. */
export function CompanyCard({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  return (
    <section
      aria-labelledby="job-company"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="job-company" className="mb-3 text-sm font-semibold text-slate-500">
        {t('details.company')}
      </h2>
      <div className="flex items-center gap-3">
        <CompanyLogo src={job.company.logo} className="size-12" />
        <div className="min-w-0">
          <p dir="auto" className="truncate text-start font-semibold text-slate-900">
            {job.company.name}
          </p>
          <p className="text-xs text-slate-500">
            {t('details.member-since', { date: formatDate(job.company.member_since) })}
          </p>
        </div>
      </div>
      {!job.is_owner && (
        // Opens (or finds) the conversation with the company, this job's card on top.
        <Button
          to={href(webPaths.chat, { with: job.company.id, about: 'job', item: job.id })}
          variant="outline"
          className="mt-4 w-full"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('details.chat-employer')}
        </Button>
      )}
    </section>
  );
}
