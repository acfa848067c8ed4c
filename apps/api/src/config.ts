import { resolve } from 'node:path';
import { z } from 'zod';

const repoRoot = resolve(import.meta.dirname, '../../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

/** `true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`; empty means unset. */
const flag = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.stringbool().optional())
  .optional()
  .transform((v) => v ?? false);

/** An address Fastify (proxy-addr) can trust: IP, CIDR range or one of its named ranges. */
const proxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

/**
 * Off (empty or `false`), a hop count (`1`: the one proxy in front of the server, whatever its
 * address — only when nothing else can reach the port), or a comma-separated list of the proxies'
 * addresses. Never `true`: any client could choose its own IP and host.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): false | string[] | number => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count is 1 to 10' });
      return z.NEVER;
    }
    const addresses = value.split(',').map((a) => a.trim());
    for (const address of addresses) {
      if (proxyAddress.safeParse(address).success) continue;
      ctx.addIssue({
        code: 'custom',
        message: `"${address}" is not a hop count, an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/** An http(s) origin, optionally with a path, without its trailing slash. */
const publicUrl = optionalUrl
  .refine((v) => v === undefined || /^https?:\/\//.test(v), 'must start with http:// or https://')
  .transform((v) => v?.replace(/\/+$/, ''));

/**
 * STUN/TURN servers of voice calls, as JSON: `[{"urls":"stun:stun.example.com"},{"urls":"turn:…",
 * "username":"…","credential":"…"}]`. Empty (the default): calls work on one network only.
 */
const iceServers = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx) => {
    if (value === '') return [];
    try {
      const parsed = IceServersSchema.safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below.
    }
    ctx.addIssue({
      code: 'custom',
      message: 'a JSON array of {urls, username?, credential?} (urls: stun:, turn: or turns:)',
    });
    return z.NEVER;
  });

const IceUrlSchema = z.string().regex(/^(stun|turns?):\S+$/);
const IceServersSchema = z
  .array(
    z.strictObject({
      urls: z.union([IceUrlSchema, z.array(IceUrlSchema).min(1)]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  )
  .max(10);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files and the disk media driver its uploads. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: optionalUrl,
  /** Socket.IO fan-out and rate limits shared between API instances. */
  REDIS_URL: optionalUrl,
  /** Outgoing e-mail; without it mail stays in the outbox table. */
  SMTP_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute and IP across the whole API. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Wrong passwords per account and client IP in 15 minutes (three times that per IP across
   * accounts); reset-code requests per e-mail address, three times that per IP.
   */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Wrong passwords for one account from all IPs in 15 minutes before its sign-ins are slowed. */
  AUTH_ACCOUNT_CEILING: z.coerce.number().int().positive().default(100),
  /** Registrations per IP in one hour. */
  REGISTER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** scrypt cost as log2 N; below OWASP's 17 only in tests (NODE_ENV=test). */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** Contact-form messages per IP in 10 minutes. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  /** Channels one account may create in an hour. */
  CHANNEL_CREATE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** People one account may add to channels in 10 minutes. */
  CHANNEL_MEMBER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Wish-list toggles per account in one minute (each moves an item's saves_count). */
  WISHLIST_TOGGLE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** How long the landing and home pages' content is answered from memory (per selection). */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** The built web app served beside the API; absent in API-only runs. */
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /** Which peers may set X-Forwarded-For/-Host/-Proto: off, a hop count, or the proxies' addresses. */
  TRUST_PROXY: trustProxy,
  /** Origin of absolute links (image URLs); without it, the host the client called. */
  PUBLIC_URL: publicUrl,
  /** `GET /api/v1/dev/outbox` for loopback clients; never in production. */
  DEV_OUTBOX: flag,
  /** Demo accounts and content seeded at start; unset: on, except in production (refused there). */
  DEMO_DATA: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.stringbool().optional())
    .optional(),
  /** STUN/TURN servers of voice calls (JSON); none by default. */
  ICE_SERVERS: iceServers,
  /** How often each instance reads the job queue when no one woke it (ms). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  /** Background jobs one instance runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** A job an instance took is its own this long (ms); past it, after a crash, another takes it. */
  JOBS_LEASE_MS: z.coerce.number().int().min(100).default(300_000),
  /** Attempts of a failing job before it is `dead` (kept with its last error). */
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** First retry after this delay (ms), doubled at each failure... */
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(0).default(10_000),
  /** ...up to this ceiling (ms). */
  JOBS_RETRY_MAX_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** On shutdown, how long running jobs may finish (ms) before they are given back to the queue. */
  JOBS_SHUTDOWN_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * Bearer token of `GET /metrics` (16 characters at least). Unset: open outside production, 404
   * in production.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16).optional())
    .optional(),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

/** Media go to S3 only with a bucket and both keys: a partial set must not quietly mean disk. */
const requireCompleteS3 = (c: z.infer<typeof ConfigSchema>, ctx: z.RefinementCtx) => {
  if (!S3_SETTINGS.some((name) => c[name])) return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (c[name]) continue;
    const message = 'required with the other S3_* settings';
    ctx.addIssue({ code: 'custom', path: [name], message });
  }
};

const CompleteS3ConfigSchema = ConfigSchema.superRefine(requireCompleteS3);

const CheckedConfigSchema = CompleteS3ConfigSchema.refine(
  (c) => c.NODE_ENV === 'test' || c.PASSWORD_HASH_COST >= 17,
  { path: ['PASSWORD_HASH_COST'], message: 'at least 17 (OWASP) outside tests' },
)
  .refine((c) => !(c.DEV_OUTBOX && c.NODE_ENV === 'production'), {
    path: ['DEV_OUTBOX'],
    message: 'cannot be enabled in production: it shows e-mailed reset codes',
  })
  .refine((c) => !(c.DEMO_DATA && c.NODE_ENV === 'production'), {
    path: ['DEMO_DATA'],
    message: 'cannot be enabled in production: the demo accounts have published passwords',
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

/** Every environment variable the server reads (the README's configuration table lists them). */
export const SETTING_NAMES = Object.keys(ConfigSchema.shape);

/** Parse the environment once; a bad value stops the process with the variable's name. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
};
