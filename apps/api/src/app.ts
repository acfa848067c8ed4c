import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { AppError } from './http/app-error.ts';
import { registerAuth, socketSessions } from './http/auth.ts';
import { registerControlCharacterGuard } from './http/control-characters.ts';
import { contractEntryOf } from './http/endpoint.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerLingeringClose } from './http/lingering-close.ts';
import { registerLocale } from './http/locale.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { serveWebApp } from './http/web-app.ts';
import { registerJobs } from './jobs/jobs.plugin.ts';
import { closeRedis } from './lib/close-redis.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerMedia } from './media/media.ts';
import { externalMediaOrigins } from './media/select-storage.ts';
import { registerModules } from './modules/index.ts';
import { registerObservability } from './observability/observability.ts';
import { requestIdOf } from './observability/request-id.ts';
import { attachRealtime } from './realtime/socket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    /** The shared Redis when `REDIS_URL` is set (readiness pings it). */
    redis: Redis | null;
  }
}

export const API_PREFIX = '/api/v1';
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_FILE_LIMIT = 10 * 1024 * 1024;
const UPLOAD_FILES_MAX = 10;

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  /** Where log lines go (stdout when absent); the level is always `LOG_LEVEL`. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Fastify 5 trusts no one for a bare hop count (it cannot check the peer), so a count becomes
 * Express's rule: the nearest `hops` addresses are proxies, whoever they are.
 */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** The whole HTTP application, without listening: used by the server and by tests. */
export const buildApp = async ({ config, database, logStream }: BuildAppOptions) => {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: JSON_BODY_LIMIT,
    // Forwarded client addresses and hosts are believed only from the configured proxies.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkTrusted: config.NODE_ENV === 'test' }),
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());

  registerLocale(app);
  registerErrorHandling(app);
  registerLingeringClose(app);
  registerControlCharacterGuard(app);
  registerAuth(app);

  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false }) : null;
  // ioredis reconnects by itself; without a listener each failed attempt is printed to stderr.
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis: connection failed'));
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  app.decorate('redis', redis);
  registerObservability(app, database);

  registerSecurityHeaders(app, {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...externalMediaOrigins(config)],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:', ...externalMediaOrigins(config)],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'souq-rate:' } : {}),
    // The budget is the API's: the web app's files, media and API docs never spend it.
    allowList: (request) => !request.routeOptions.url?.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'http.too-many-requests', {
        vars: { count: Math.max(1, Math.ceil(context.ttl / 1000)) },
      }),
  });
  await app.register(multipart, {
    // Text fields and files arrive as one object, validated by the same zod schema as JSON.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_FILE_LIMIT, files: UPLOAD_FILES_MAX, fields: 100 },
    throwFileSizeLimit: true,
    // Files are read into memory, unless the route streams them itself (videos: see
    // media/streamed-upload.ts).
    async onFile(part) {
      const streamed = this.routeOptions.config.onUpload;
      if (streamed) await streamed(this, part);
      else await part.toBuffer();
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Souq API',
        description:
          'The HTTP contract of Souq, the bilingual marketplace. Send `Accept-Language: ar` for Arabic messages and names.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    // The docs ask for a bearer token exactly where the contract's map says `auth: 'required'`.
    transform: (input) => {
      const entry = contractEntryOf(API_PREFIX, String(input.route.method), input.url);
      const schema =
        entry?.auth === 'required' ? { ...input.schema, security: [{ bearer: [] }] } : input.schema;
      return jsonSchemaTransform({ ...input, schema });
    },
    // Named (and recursive) schemas, such as a comment with its replies, become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerMedia(app, config);
  await app.register(registerModules, { prefix: API_PREFIX });
  attachRealtime(app, redis);
  app.socketSessions = socketSessions(app.db);
  // Background work (jobs/registry.ts lists it): needs the sockets and the mailer above.
  registerJobs(app);
  await serveWebApp(app, config.WEB_DIST_DIR);

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
