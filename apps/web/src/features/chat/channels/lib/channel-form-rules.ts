import { CreateChannelBodySchema } from '@souq/contract';

const fields = CreateChannelBodySchema.shape;

/** The form's message for the name by the contract's rule for `POST /channels/create`. */
export function channelNameError(name: string) {
  return fields.name.safeParse(name).success ? null : ('channels.form.name-required' as const);
}
