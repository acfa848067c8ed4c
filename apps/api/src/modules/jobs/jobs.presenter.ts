import type { Job, JobCard, JobCompany, Locale } from '@souq/contract';
import { localName } from '../../i18n/index.ts';
import type { ViewContext } from '../ads/ads.presenter.ts';
import type { JobCardRow, JobDetailsRow } from './jobs.repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

const named = (
  row: { id: number; nameEn: string; nameAr: string } | undefined,
  id: number,
  locale: Locale,
) => ({ id, name: row ? localName(row, locale) : '' });

/** The company as a job shows it: its company name and logo. */
export const companyOf = (row: JobCardRow, ctx: Pick<ViewContext, 'media'>): JobCompany => {
  const logo = ctx.media.thumb(row.companyLogo);
  return {
    id: row.userId,
    name: row.companyName,
    photo: logo,
    type: row.companyType,
    logo,
    member_since: iso(row.companySince),
  };
};

/** A list card. */
export const toJobCard = (row: JobCardRow, ctx: ViewContext): JobCard => ({
  id: row.id,
  title: row.title,
  job_type: row.jobType,
  category: named(ctx.reference.categories.get(row.categoryId), row.categoryId, ctx.locale),
  country: named(ctx.reference.countries.get(row.countryId), row.countryId, ctx.locale),
  region: named(ctx.reference.regions.get(row.regionId), row.regionId, ctx.locale),
  salary_min: row.salaryMin,
  salary_max: row.salaryMax,
  experience: row.experience,
  gender: row.gender,
  vacancies: row.vacancies,
  deadline: iso(row.deadline),
  status: row.status,
  applicants_count: row.applicantsCount,
  company: companyOf(row, ctx),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  is_owner: ctx.userId === row.userId,
});

/** The detail payload, with the viewer's own application. */
export const toJob = (row: JobDetailsRow, ctx: ViewContext): Job => ({
  ...toJobCard(row, ctx),
  description: row.description,
  requirements: row.requirements,
  saves_count: ctx.userId === row.userId ? row.savesCount : null,
  my_application:
    row.myApplicationId === null
      ? null
      : {
          id: row.myApplicationId,
          status: row.myApplicationStatus!,
          created_at: iso(row.myApplicationAt!),
        },
});
