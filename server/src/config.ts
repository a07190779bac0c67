/**
 * Configuration from the environment, parsed once at start. A bad value stops the start with a message
 * naming the variable; nothing reads `process.env` anywhere else.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '@orderprotection/domain';
import { z } from 'zod';
import { derivedSecretsKey, SECRETS_KEY_BYTES } from './security/secrets';

/** The repository root: `.data/` lives there by default (it is git-ignored). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const MEGABYTE = 1024 * 1024;

/** Environment values are strings; an empty one counts as not set, as most shells and .env files mean. */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const integerVariable = (fallback: number, { min, max }: { min: number; max: number }) =>
  optionalString
    .pipe(
      z
        .string()
        .regex(/^-?\d+$/, 'Expected a whole number')
        .transform(Number)
        .pipe(z.number().min(min).max(max))
        .optional(),
    )
    .transform((value) => value ?? fallback);

const booleanVariable = optionalString.pipe(
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Expected true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' });

const EnvironmentSchema = z
  .object({
    PORT: integerVariable(3000, { min: 0, max: 65_535 }),
    /** All interfaces by default (`npm start`); tests pass 127.0.0.1. */
    HOST: optionalString.pipe(z.string().default('0.0.0.0')),
    DATA_DIR: optionalString,
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'Expected a postgres:// or postgresql:// URL' }).optional(),
    ),
    DATABASE_POOL_SIZE: integerVariable(10, { min: 1, max: 200 }),
    /** Where the portal and API are reached from outside (links in answers, Secure cookies when https). */
    PUBLIC_URL: optionalString.pipe(httpUrl.optional()),
    /** Where uploaded files live: `local` (MEDIA_DIR) for one server, `s3` for several sharing one bucket. */
    MEDIA_STORAGE: optionalString.pipe(z.enum(['local', 's3']).default('local')),
    MEDIA_DIR: optionalString,
    S3_BUCKET: optionalString,
    /** An S3-compatible service's URL (MinIO, R2, …); AWS itself needs none. */
    S3_ENDPOINT: optionalString.pipe(httpUrl.optional()),
    S3_REGION: optionalString,
    /** Both or neither: without them the SDK's own chain is used (an instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `true` for services that serve buckets as a path (`endpoint/bucket/key`), as most self-hosted ones do. */
    S3_FORCE_PATH_STYLE: booleanVariable,
    SIGNING_SECRET: optionalString.pipe(
      z.string().min(32, 'Must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
    ),
    /** 32 random bytes in base64 (`openssl rand -base64 32`): encrypts the secrets of a store's platforms. */
    SECRETS_KEY: optionalString.pipe(
      z
        .base64('Expected 32 bytes in base64 (openssl rand -base64 32)')
        .transform((key) => new Uint8Array(Buffer.from(key, 'base64')))
        .refine(
          (key) => key.byteLength === SECRETS_KEY_BYTES,
          'Expected 32 bytes in base64 (openssl rand -base64 32)',
        )
        .optional(),
    ),
    UPLOAD_MAX_PHOTO_BYTES: integerVariable(DEFAULT_UPLOAD_LIMITS.maxPhotoBytes, {
      min: 1,
      max: 2 ** 31 - 1,
    }),
    UPLOAD_MAX_VIDEO_BYTES: integerVariable(DEFAULT_UPLOAD_LIMITS.maxVideoBytes, {
      min: 1,
      max: 2 ** 31 - 1,
    }),
    UPLOAD_MAX_FILES_PER_CLAIM: integerVariable(DEFAULT_UPLOAD_LIMITS.maxFilesPerClaim, { min: 1, max: 100 }),
    UPLOAD_URL_TTL_SECONDS: integerVariable(15 * 60, { min: 10, max: 24 * 60 * 60 }),
    /** JSON request bodies; a drawn signature (up to 512 kB as a data URL) is the largest part. */
    BODY_LIMIT_BYTES: integerVariable(MEGABYTE, { min: 1024, max: 50 * MEGABYTE }),
    ORDER_TOKEN_TTL_MINUTES: integerVariable(120, { min: 1, max: 7 * 24 * 60 }),
    /** Failed order lookups a minute from one client, whatever the order numbers. */
    LOOKUP_FAILURES_PER_CLIENT: integerVariable(30, { min: 1, max: 100_000 }),
    /** Failed order lookups a minute from one client for one order number. */
    LOOKUP_FAILURES_PER_CLIENT_ORDER: integerVariable(10, { min: 1, max: 100_000 }),
    /** A shopper's writes (messages and reviews) to one claim per window, from anywhere. */
    CLAIM_WRITES_PER_CLAIM: integerVariable(30, { min: 1, max: 100_000 }),
    /** A client's writes (messages and reviews) per window, to any claims. */
    CLAIM_WRITES_PER_CLIENT: integerVariable(60, { min: 1, max: 100_000 }),
    /** Console sign-ins (password, then TOTP code) a minute from one client. */
    STAFF_SIGN_INS_PER_MINUTE: integerVariable(5, { min: 1, max: 100_000 }),
    /**
     * The window of the two limits above. At most an hour: the counters share a table whose old windows
     * any limit drops an hour after its own window began, so a longer window would be dropped while open.
     */
    CLAIM_WRITES_WINDOW_MINUTES: integerVariable(60, { min: 1, max: 60 }),
    /**
     * Retired: a limit per order number alone let anyone lock the rightful shopper out. A deployment that
     * still sets it expects a protection that is gone, so the start stops and says what replaced it.
     */
    LOOKUP_FAILURES_PER_ORDER: optionalString.refine((value) => value === undefined, {
      error:
        'No longer supported: failed lookups are now limited per client and order number ' +
        '(LOOKUP_FAILURES_PER_CLIENT_ORDER) and per client (LOOKUP_FAILURES_PER_CLIENT), so that guesses by ' +
        'others cannot lock a shopper out of their order. Remove it.',
    }),
    /** Behind a reverse proxy, the client address is the last one it adds to X-Forwarded-For. */
    TRUST_PROXY: booleanVariable,
    /** Origins allowed to call the API from a browser (comma-separated); same origin needs none. */
    CORS_ORIGINS: optionalString.pipe(
      z
        .string()
        .default('')
        .transform((list) =>
          list
            .split(',')
            .map((origin) => origin.trim())
            .filter((origin) => origin !== ''),
        )
        .pipe(z.array(httpUrl)),
    ),
    /** How often stored files no row refers to, and uploads a crash left unfinished, are removed. */
    MEDIA_SWEEP_INTERVAL_MINUTES: integerVariable(60, { min: 1, max: 7 * 24 * 60 }),
    /**
     * How old such a file must be first: longer than any write takes to commit its row (an import) or an
     * upload may stall, so nothing in flight is swept.
     */
    MEDIA_SWEEP_GRACE_MINUTES: integerVariable(60, { min: 10, max: 30 * 24 * 60 }),
    /** Where email is sent (`smtp://user:pass@host:587`, `smtps://…`); unset, it is written to DATA_DIR/mail/. */
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: 'Expected an smtp:// or smtps:// URL' }).optional(),
    ),
    /** `on`: this process delivers the outbox too; `off`: another process (`npm run worker -w server`) does. */
    OUTBOX_WORKER: optionalString.pipe(z.enum(['on', 'off']).default('on')),
    /**
     * How long a worker keeps a row it took before another may take it: a worker killed mid-delivery
     * holds its rows this long. Each delivery's own time limits are a third of it, at most 30 seconds.
     */
    OUTBOX_LEASE_SECONDS: integerVariable(300, { min: 3, max: 24 * 60 * 60 }),
    /**
     * `true` lets webhooks go to loopback, private and link-local addresses: for tests and closed networks
     * only, since anyone who may add an endpoint could then reach this machine's own services.
     */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanVariable,
    /** Every shop's Admin API on this origin instead of https://{shop}: a stand-in's, for tests and the demo. */
    SHOPIFY_API_ORIGIN: optionalString.pipe(httpUrl.optional()),
    /** The sender of email; without SMTP_URL, messages are written to DATA_DIR/mail/ as .eml files. */
    MAIL_FROM: optionalString.pipe(
      z.string().default('OrderProtection <no-reply@orderprotection.localhost>'),
    ),
    /** `auto`: load the demo stores and orders when the database has no store yet. */
    DEMO_DATA: optionalString.pipe(z.enum(['auto', 'off']).default('auto')),
  })
  .superRefine((env, context) => {
    const problem = (variable: string, message: string) =>
      context.addIssue({ code: 'custom', path: [variable], message });
    if (env.MEDIA_STORAGE === 's3') {
      if (env.S3_BUCKET === undefined) problem('S3_BUCKET', 'Required when MEDIA_STORAGE is s3');
      if (env.S3_REGION === undefined)
        problem('S3_REGION', 'Required when MEDIA_STORAGE is s3 (e.g. us-east-1)');
      if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
        const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
        problem(missing, 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
      }
      // Files would silently go somewhere the other servers do not look.
      if (env.MEDIA_DIR !== undefined) problem('MEDIA_DIR', 'Not used when MEDIA_STORAGE is s3: remove it');
      return;
    }
    // An S3 setting without MEDIA_STORAGE=s3 would keep files on this machine's disk, unseen by the others.
    for (const variable of [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (env[variable] !== undefined) problem(variable, 'Set MEDIA_STORAGE=s3 to use it, or remove it');
    }
  });

export interface UploadConfig extends UploadLimits {
  urlTtlSeconds: number;
}

export interface LookupLimits {
  /** Failed lookups per window from one client (an IPv6 client is its /64). */
  failuresPerClient: number;
  /** Failed lookups per window from one client for one order number. */
  failuresPerClientOrder: number;
  windowSeconds: number;
}

export interface ClaimWriteLimits {
  /** A shopper's messages and reviews per window on one claim. */
  perClaim: number;
  /** Messages and reviews per window from one client (an IPv6 client is its /64), on any claims. */
  perClient: number;
  windowSeconds: number;
}

/** What `createApp` needs besides the database, storage and clock. */
export interface AppConfig {
  signingSecret: string;
  publicUrl: string | undefined;
  uploads: UploadConfig;
  bodyLimitBytes: number;
  orderTokenTtlSeconds: number;
  lookupLimits: LookupLimits;
  claimWriteLimits: ClaimWriteLimits;
  trustProxy: boolean;
  corsOrigins: string[];
  /** Webhook endpoints on this machine or a private network: refused when added, and when sent, unless true. */
  webhooksAllowPrivateTargets: boolean;
  /**
   * Encrypts the secrets of a store's platforms. None on PostgreSQL without `SECRETS_KEY`: platforms cannot
   * be connected there (security/secrets.ts says why).
   */
  secretsKey: Uint8Array | undefined;
  /** Where every shop's Admin API is called instead of https://{shop}; a stand-in's (src/dev/). */
  shopifyApiOrigin: string | undefined;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  media: MediaStorageConfig;
  database: { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string; poolSize: number };
  /** Where the signing secret came from, for the start message (never the secret itself). */
  signingSecretSource: 'environment' | 'data directory' | 'generated';
  demoData: 'auto' | 'off';
  mailFrom: string;
  smtpUrl: string | undefined;
  outbox: { worker: boolean; leaseSeconds: number };
  mediaSweep: { intervalSeconds: number; graceSeconds: number };
  staffSignInsPerMinute: number;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Where this machine receives an upload before it goes to the bucket: DATA_DIR/media-incoming. */
  incomingDir: string;
}

export type MediaStorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3StorageConfig);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration. Relative directories are taken from `cwd`; the signing secret, when not
 * given, is read from (or generated once into) `<DATA_DIR>/signing-secret` with mode 0600.
 */
export function loadConfig(environment: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerConfig {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = directory(env.DATA_DIR, cwd) ?? join(REPOSITORY_ROOT, '.data');
  const media: MediaStorageConfig =
    env.MEDIA_STORAGE === 's3'
      ? {
          driver: 's3',
          // Both are checked above when MEDIA_STORAGE is s3.
          bucket: env.S3_BUCKET ?? '',
          region: env.S3_REGION ?? '',
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID === undefined || env.S3_SECRET_ACCESS_KEY === undefined
              ? undefined
              : { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          incomingDir: join(dataDir, 'media-incoming'),
        }
      : { driver: 'local', dir: directory(env.MEDIA_DIR, cwd) ?? join(dataDir, 'media') };
  const secret = signingSecret(env.SIGNING_SECRET, dataDir);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    media,
    database:
      env.DATABASE_URL === undefined
        ? { driver: 'pglite', dataDir: join(dataDir, 'pglite') }
        : { driver: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    signingSecret: secret.value,
    signingSecretSource: secret.source,
    uploads: {
      maxPhotoBytes: env.UPLOAD_MAX_PHOTO_BYTES,
      maxVideoBytes: env.UPLOAD_MAX_VIDEO_BYTES,
      maxFilesPerClaim: env.UPLOAD_MAX_FILES_PER_CLAIM,
      urlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    orderTokenTtlSeconds: env.ORDER_TOKEN_TTL_MINUTES * 60,
    lookupLimits: {
      failuresPerClient: env.LOOKUP_FAILURES_PER_CLIENT,
      failuresPerClientOrder: env.LOOKUP_FAILURES_PER_CLIENT_ORDER,
      windowSeconds: 60,
    },
    claimWriteLimits: {
      perClaim: env.CLAIM_WRITES_PER_CLAIM,
      perClient: env.CLAIM_WRITES_PER_CLIENT,
      windowSeconds: env.CLAIM_WRITES_WINDOW_MINUTES * 60,
    },
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    demoData: env.DEMO_DATA,
    mailFrom: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outbox: { worker: env.OUTBOX_WORKER === 'on', leaseSeconds: env.OUTBOX_LEASE_SECONDS },
    webhooksAllowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    secretsKey:
      env.SECRETS_KEY ?? (env.DATABASE_URL === undefined ? derivedSecretsKey(secret.value) : undefined),
    shopifyApiOrigin: env.SHOPIFY_API_ORIGIN?.replace(/\/+$/, ''),
    mediaSweep: {
      intervalSeconds: env.MEDIA_SWEEP_INTERVAL_MINUTES * 60,
      graceSeconds: env.MEDIA_SWEEP_GRACE_MINUTES * 60,
    },
    staffSignInsPerMinute: env.STAFF_SIGN_INS_PER_MINUTE,
  };
}

function directory(value: string | undefined, cwd: string): string | undefined {
  if (value === undefined) return undefined;
  return isAbsolute(value) ? value : resolve(cwd, value);
}

const SECRET_FILE = 'signing-secret';

function signingSecret(
  given: string | undefined,
  dataDir: string,
): { value: string; source: ServerConfig['signingSecretSource'] } {
  if (given !== undefined) return { value: given, source: 'environment' };
  const file = join(dataDir, SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing !== undefined) return { value: existing, source: 'data directory' };
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails when another process created the file first; then its secret is the one to share.
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    const winner = readSecretFile(file);
    if (winner === undefined) throw new ConfigError(`${file} is empty or too short: delete it to regenerate`);
    return { value: winner, source: 'data directory' };
  }
  // The umask may have removed bits but never adds any; chmod makes 0600 exact either way.
  chmodSync(file, 0o600);
  return { value: generated, source: 'generated' };
}

function readSecretFile(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

export function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
