import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Response schemas whose handlers' answers are trusted to be exactly what the schema writes. */
const trustedSchemas = new WeakSet<object>();

/**
 * Marks a response schema of a hot read (a list page, a detail) as trusted: outside tests its
 * answer is written with plain `JSON.stringify`, without the schema's validation and re-encoding
 * (0.3–1 ms of CPU per page of cards). In tests (`NODE_ENV=test`) the answer is validated as
 * usual, and also refused if the schema would change it (drop a field, convert a value), so that
 * the two ways of writing it are proven to give the same JSON. Only for answers built by a
 * presenter from typed rows, whose fields are exactly the schema's.
 */
export const trustedResponse = <T extends z.ZodType>(schema: T): T => {
  trustedSchemas.add(schema);
  return schema;
};

/** The zod type of a route's response schema (as `fastify-type-provider-zod` resolves it). */
const zodSchemaOf = (schema: unknown): object | undefined => {
  if (schema && typeof schema === 'object' && '_zod' in schema) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (properties && typeof properties === 'object' && '_zod' in properties) return properties;
  return undefined;
};

/**
 * The API's serializer compiler: the zod provider's (validate, encode, stringify) for every
 * response, except trusted ones outside tests (see `trustedResponse`).
 */
export const responseSerializerCompiler =
  ({ checkTrusted }: { checkTrusted: boolean }): FastifySerializerCompiler<unknown> =>
  (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const zod = zodSchemaOf(route.schema);
    if (!zod || !trustedSchemas.has(zod)) return checked;
    if (!checkTrusted) return (data) => JSON.stringify(data);
    return (data) => {
      const written = checked(data);
      const plain = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(plain))) {
        throw new Error(
          `${route.method} ${route.url}: the answer differs from what its trusted schema writes`,
        );
      }
      return plain;
    };
  };
