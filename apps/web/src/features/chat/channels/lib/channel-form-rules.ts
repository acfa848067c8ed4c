import { zodResolver } from '@hookform/resolvers/zod';
import { CreateChannelBodySchema } from '@souq/contract';
import { z } from 'zod';
import type { ChannelFields } from '../api/save-channel';

const fields = CreateChannelBodySchema.shape;

/**
 * The contract's rule for a channel's name (`POST /channels/create`) over the form; the message
 * is a key of `chat:channels.form`.
 */
export const channelFormSchema = z.custom<ChannelFields>().superRefine((values, ctx) => {
  if (!fields.name.safeParse(values.name).success) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: 'name-required' });
  }
});

export const channelFormResolver = () => zodResolver(channelFormSchema);
