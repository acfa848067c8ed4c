import { buildPath, type Endpoint, type PathParams } from '@souq/contract/endpoints';
import type { RequestView } from './request-view.ts';

/** Where every area's routes are mounted (`app.ts` registers the modules under it). */
export const API_PREFIX = '/api/v1';

/**
 * Absolute URL of one of the API's own routes, for links an answer carries to files served only
 * through the API (chat attachments): `apiUrl(view, chatEndpoints.attachment, { messageId: 7 })`.
 */
export const apiUrl = <E extends Endpoint>(
  view: Pick<RequestView, 'origin'>,
  endpoint: E,
  params: PathParams<E['path']>,
): string => `${view.origin}${API_PREFIX}${buildPath<string>(endpoint.path, params)}`;
