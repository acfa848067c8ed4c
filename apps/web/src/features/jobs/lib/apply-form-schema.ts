import { zodResolver } from '@hookform/resolvers/zod';
import { ApplyJobBodySchema } from '@souq/contract';
import { z } from 'zod';
import type { ApplyFormValues } from './apply-form-values';

const body = ApplyJobBodySchema.shape;

/**
 * The contract's apply rules over the form: the cover letter's length, and a CV (whose bytes were
 * judged when it was picked). Messages are keys of `jobs:apply.errors`.
 */
export const applyFormSchema = z.custom<ApplyFormValues>().superRefine((values, ctx) => {
  if (!body.cover_letter.safeParse(values.coverLetter).success) {
    ctx.addIssue({ code: 'custom', path: ['coverLetter'], message: 'cover-long' });
  }
  if (!values.cv) ctx.addIssue({ code: 'custom', path: ['cv'], message: 'cv-required' });
});

export const applyFormResolver = () => zodResolver(applyFormSchema);
