import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JobResponse, JobsPage } from '@souq/contract';
import { buildPath, jobsEndpoints, wishlistEndpoints } from '@souq/contract/endpoints';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { type ApiClient, createApiClient } from './client';

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let client: ApiClient;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body,
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: { id: 7 }, message: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createApiClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('api.call', () => {
  test("fills the path's placeholders and answers the JSON body", async () => {
    const answer = await client.call(jobsEndpoints.details, { params: { id: 7 } });
    expect(answer).toEqual({ data: { id: 7 }, message: 'ok' });
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/jobs/details/7' });
  });

  test('sends the query string as written and leaves out empty values', async () => {
    await client.call(jobsEndpoints.list, {
      query: { page: 2, 'contains[name]': 'مهندس', job_type: undefined },
    });
    const url = new URL(received.at(-1)!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/jobs');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['contains[name]', 'مهندس'],
    ]);
  });

  test("sends the body with the endpoint's method, as JSON when asked", async () => {
    await client.call(wishlistEndpoints.toggle, {
      body: { type: 'ad', id: 3 },
      json: true,
    });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: JSON.stringify({ type: 'ad', id: 3 }),
    });
  });

  test("types: the endpoint's own response, its placeholders and body", () => {
    expectTypeOf(() =>
      client.call(jobsEndpoints.details, { params: { id: 1 } }),
    ).returns.resolves.toEqualTypeOf<JobResponse>();
    expectTypeOf(() => client.call(jobsEndpoints.list)).returns.resolves.toEqualTypeOf<JobsPage>();
    const unchecked = () => {
      // @ts-expect-error `{id}` needs its value
      void client.call(jobsEndpoints.details);
      // @ts-expect-error the placeholder is `id`, not `jobId`
      void client.call(jobsEndpoints.details, { params: { jobId: 1 } });
      // @ts-expect-error a job's fields, not any record
      void client.call(jobsEndpoints.apply, { params: { id: 1 }, body: { title: 3 } });
      // @ts-expect-error `buildPath` checks placeholders too
      buildPath(jobsEndpoints.details.path, { jobId: 1 });
    };
    expect(unchecked).toBeTypeOf('function');
  });
});
