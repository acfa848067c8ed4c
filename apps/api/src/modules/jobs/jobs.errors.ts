import { AppError, forbidden, notFound } from '../../http/app-error.ts';

export const jobNotFound = () => notFound('jobs.not-found');
/** Someone other than the company that posted the job tried to change it or read its applicants. */
export const notJobOwner = () => forbidden('jobs.not-owner');
/** A person's account tried to post a job. */
export const companiesOnly = () => forbidden('jobs.companies-only');
/** A company's account tried to apply: applying is for people. */
export const companiesCannotApply = () => forbidden('jobs.companies-cannot-apply');
export const cannotApplyToOwnJob = () => forbidden('jobs.own-job');
/** The job was closed by its company or its deadline has passed. */
export const jobClosed = () => new AppError(409, 'jobs.closed');
export const alreadyApplied = () => new AppError(409, 'jobs.already-applied');
export const cvUnsupported = () => new AppError(415, 'jobs.cv-unsupported');
export const cvTooLarge = () => new AppError(413, 'jobs.cv-too-large');
/** Missing, or not the caller's to see: the same answer, so that ids reveal nothing. */
export const applicationNotFound = () => notFound('jobs.application-not-found');
/** Only a waiting application can be withdrawn. */
export const cannotWithdraw = () => new AppError(409, 'jobs.cannot-withdraw');
