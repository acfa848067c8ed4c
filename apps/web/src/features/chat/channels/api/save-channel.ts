import type { ChannelVisibility } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { storeChannel } from './keys';

export interface ChannelFields {
  name: string;
  description: string;
  visibility: ChannelVisibility;
  image: File | null;
  removeImage?: boolean;
}

const formOf = (fields: ChannelFields) => {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('description', fields.description);
  form.append('visibility', fields.visibility);
  if (fields.image) form.append('image', fields.image);
  else if (fields.removeImage) form.append('remove_image', 'true');
  return form;
};

/** Creates a channel (`id` absent) or saves its card; the lists show it again. */
export async function saveChannel({ id, ...fields }: ChannelFields & { id?: number }) {
  const body = formOf(fields);
  const response = id
    ? await api.call(endpoints.update, { params: { id }, body })
    : await api.call(endpoints.create, { body });
  return response.data;
}

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannel,
    onSuccess: (channel) => storeChannel(queryClient, channel),
  });
}
