import type { InjectOptions } from 'fastify';
import type { App } from '../src/app.ts';

type Headers = Record<string, string>;

/** `app.inject` as the holder of `token` (`Authorization: Bearer …`). */
export const asUser = (app: App, token: string) => {
  const inject = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { ...(options.headers as Headers), authorization: `Bearer ${token}` },
    });
  return {
    inject,
    get: (url: string, headers: Headers = {}) => inject({ method: 'GET', url, headers }),
    /** JSON by default; pass a `multipart()` body for form data. */
    post: (
      url: string,
      body?: object | { payload: Buffer; headers: Headers },
      headers: Headers = {},
    ) =>
      body && 'payload' in body && Buffer.isBuffer(body.payload)
        ? inject({
            method: 'POST',
            url,
            payload: body.payload,
            headers: { ...body.headers, ...headers },
          })
        : inject({ method: 'POST', url, payload: body ?? {}, headers }),
  };
};

/** The `data` of a `201 Created` answer; any other answer throws `what: status body`. */
export const createdData = <T>(
  res: { statusCode: number; body: string; json: () => unknown },
  what: string,
): T => {
  if (res.statusCode !== 201) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: T }).data;
};
