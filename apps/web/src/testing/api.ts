import type { Endpoint } from '@souq/contract/endpoints';
import { type MockInstance, vi } from 'vitest';
import { api } from '../lib/api';

/** What a call names beside its endpoint, read without the endpoint's own types. */
export interface StubbedCallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  json?: boolean;
  timeout?: number;
}

type StubbedCall = (endpoint: Endpoint, options?: StubbedCallOptions) => Promise<unknown>;

/**
 * Stands in for the API client's one method, `api.call`, for a component test that must not
 * reach a server: the spy records each endpoint and its options (`params`, `query`, `body`,
 * `json`), and `answer`, when given, returns the response body (or throws the refusal) for
 * each. Without `answer` the real client is called, unless the test sets a result on the spy.
 * `vi.restoreAllMocks()` puts the client back.
 */
export function stubCall(
  answer?: (endpoint: Endpoint, options: StubbedCallOptions) => unknown,
): MockInstance<StubbedCall> {
  const spy = vi.spyOn(api, 'call') as unknown as MockInstance<StubbedCall>;
  if (answer) spy.mockImplementation(async (endpoint, options) => answer(endpoint, options ?? {}));
  return spy;
}
