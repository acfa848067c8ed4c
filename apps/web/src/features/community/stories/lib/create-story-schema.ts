import { zodResolver } from '@hookform/resolvers/zod';
import { CreateStoryBodySchema } from '@souq/contract';
import { z } from 'zod';
import type { CreateStoryValues } from './create-story-values';

const body = CreateStoryBodySchema.shape;

/** The contract's story rules over the form: a photo or a video, and the caption's length. */
export const createStorySchema = z.custom<CreateStoryValues>().superRefine((values, ctx) => {
  if (!values.media) ctx.addIssue({ code: 'custom', path: ['media'], message: 'need-media' });
  if (!body.caption.safeParse(values.caption).success) {
    ctx.addIssue({ code: 'custom', path: ['caption'], message: 'caption-long' });
  }
});

export const createStoryResolver = () => zodResolver(createStorySchema);
