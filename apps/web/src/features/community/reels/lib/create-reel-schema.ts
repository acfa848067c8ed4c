import { zodResolver } from '@hookform/resolvers/zod';
import { CreateReelBodySchema } from '@souq/contract';
import { z } from 'zod';
import type { CreateReelValues } from './create-reel-values';

const body = CreateReelBodySchema.shape;

/** The contract's reel rules over the form: a video, and a caption that is not blank. */
export const createReelSchema = z.custom<CreateReelValues>().superRefine((values, ctx) => {
  if (!values.video) ctx.addIssue({ code: 'custom', path: ['video'], message: 'need-video' });
  if (!body.caption.safeParse(values.caption).success) {
    ctx.addIssue({ code: 'custom', path: ['caption'], message: 'need-caption' });
  }
});

export const createReelResolver = () => zodResolver(createReelSchema);
