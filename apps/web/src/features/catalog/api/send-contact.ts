import type { ContactBody } from '@souq/contract';
import { pagesEndpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /contact (JSON): stores the message for the operators; answers the server's message. */
export async function sendContact(body: ContactBody): Promise<string | undefined> {
  const response = await api.call(pagesEndpoints.contact, { body, json: true });
  return response.message;
}

/** Sends the contact form; failures (422 per field, 429) are left to the form. */
export const useSendContact = () => useMutation({ mutationFn: sendContact });
