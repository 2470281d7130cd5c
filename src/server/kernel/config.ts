import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, trustProxyProblem } from './trust-proxy';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'expected true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `expected a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `expected a whole number from ${min} to ${max}` });

const urlText = (protocols: string[], example: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `expected a URL such as ${example}` },
  );

export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'expected development, production or test' })
      .default('development'),
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'expected a port number from 1 to 65535' })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, { error: 'expected a port number from 1 to 65535' })
      .default(3000),
    HOST: z.string().trim().min(1, { error: 'expected a host name or address' }).default('localhost'),
    TRUST_PROXY: optionalText.transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) ctx.addIssue({ code: 'custom', message: trustProxyProblem });
      return trust ?? false;
    }),
    DATA_DIR: z.string().trim().min(1, { error: 'expected a folder path' }).default('./data'),
    DATABASE_URL: urlText(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/haven'),
    DATABASE_POOL_SIZE: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'expected a whole number from 1 to 200' })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 200, { error: 'expected a whole number from 1 to 200' })
      .default(10),
    PUBLIC_URL: urlText(['http:', 'https:'], 'https://haven.example.org'),
    SMTP_URL: urlText(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.org:587'),
    MAIL_FROM: z.string().trim().min(3).default('Haven <no-reply@localhost>'),
    // 'false' when mail and other background work run in their own process (npm run worker).
    RUN_WORKER: optionalText.pipe(booleanText.optional()),
    // The OpenAPI description at /api/docs for anyone; unset, only outside production (staff always).
    API_DOCS_PUBLIC: optionalText.pipe(booleanText.optional()),
    // How long a stop (SIGTERM) waits for requests in flight and jobs in hand before it exits anyway.
    SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 600).default(25),
    MAIL_RETRY_LIMIT: wholeNumber(0, 50).default(8),
    MAIL_RETRY_DELAY_SECONDS: wholeNumber(1, 3600).default(30),
    MAIL_CLAIM_TIMEOUT_SECONDS: wholeNumber(10, 3600).default(60),
    // The wait before a webhook's first retry; each next wait is five times longer (issue 27).
    WEBHOOK_RETRY_DELAY_SECONDS: wholeNumber(1, 3600).default(60),
    // How long the mail that a case changed waits for more changes, so several saves make one mail.
    CASE_NOTICE_DELAY_SECONDS: wholeNumber(0, 3600).default(300),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      error: 'must be at least 32 characters',
    }),
    DATA_ENCRYPTION_KEY: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(value), {
      error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
    }),
    SMARTSUPP_KEY: optionalText,
    STORAGE: z.enum(['disk', 's3'], { error: 'expected disk or s3' }).default('disk'),
    S3_ENDPOINT: urlText(['http:', 'https:'], 'https://s3.example.org'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.pipe(booleanText.optional()),
    // Unset: /metrics is off. Set: served only to `Authorization: Bearer <token>`.
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
      error: 'must be at least 16 characters',
    }),
    DEMO_DATA: optionalText.pipe(booleanText.optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'expected fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
      }
    }
    if (env.NODE_ENV === 'production') {
      if (!env.SESSION_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
      }
      if (!env.DATA_ENCRYPTION_KEY) {
        ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: 'is required in production' });
      }
      if (env.DEMO_DATA) {
        ctx.addIssue({
          code: 'custom',
          path: ['DEMO_DATA'],
          message: 'the demo data has a published password and is never loaded in production',
        });
      }
      if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 12) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: 'must be at least 12 characters in production',
        });
      }
    }
  });

export type Env = z.infer<typeof configSchema>;

/** Where uploaded files live: DATA_DIR/uploads, or an S3-compatible bucket shared by every server. */
export type StorageConfig =
  | { kind: 'disk' }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | undefined; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

/** The configuration as the server uses it: inferred from configFrom, which builds it from the parsed environment. */
export type Config = ReturnType<typeof configFrom>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  options: { readSecretFile?: (dataDir: string, name: string, create: () => string) => string } = {},
): Config {
  const keys = Object.keys(configSchema.shape ?? {});
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined) picked[key] = value;
  }
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'configuration');
        const given = picked[name];
        const shown = given === undefined || /SECRET|PASSWORD|URL/.test(name) ? '' : ` (got "${given}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const readSecret = options.readSecretFile ?? readOrCreateDevelopmentSecret;
  const sessionSecret =
    env.SESSION_SECRET ?? readSecret(dataDir, 'session-secret', () => randomBytes(48).toString('base64url'));
  const encryptionKeyText =
    env.DATA_ENCRYPTION_KEY ?? readSecret(dataDir, 'data-encryption-key', () => randomBytes(32).toString('base64'));
  const dataEncryptionKey = Buffer.from(encryptionKeyText, encryptionKeyText.includes('-') || encryptionKeyText.includes('_') ? 'base64url' : 'base64');
  if (dataEncryptionKey.length !== 32) {
    throw new ConfigError(['DATA_ENCRYPTION_KEY: must be 32 random bytes in base64 (openssl rand -base64 32)']);
  }
  return configFrom(env, { dataDir, sessionSecret, dataEncryptionKey });
}

function configFrom(env: Env, known: { dataDir: string; sessionSecret: string; dataEncryptionKey: Buffer }) {
  const isDevelopment = env.NODE_ENV === 'development';
  const storage: StorageConfig =
    env.STORAGE === 's3'
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : { kind: 'disk' };
  return {
    env: env.NODE_ENV,
    isDevelopment,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    /** Which proxies' X-Forwarded-For is believed; none unless TRUST_PROXY says so. */
    trustProxy: env.TRUST_PROXY ?? false,
    dataDir: known.dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /**
     * Background work (the mail outbox, bulk notifications, alert checks): whether this process runs
     * the workers, and how a mail the server refused for now is retried (the delay doubles each time).
     */
    jobs: {
      runWorker: env.RUN_WORKER ?? true,
      mailRetryLimit: env.MAIL_RETRY_LIMIT,
      mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      mailClaimTimeoutSeconds: env.MAIL_CLAIM_TIMEOUT_SECONDS,
      caseNoticeDelaySeconds: env.CASE_NOTICE_DELAY_SECONDS,
      webhookRetryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS,
    },
    admin: env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : undefined,
    sessionSecret: known.sessionSecret,
    /** 32 bytes for AES-256-GCM of payout account details (D5). */
    dataEncryptionKey: known.dataEncryptionKey,
    smartsuppKey: env.SMARTSUPP_KEY,
    storage,
    /** How long a stop waits for requests in flight and jobs in hand, in seconds. */
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    /** The bearer token /metrics asks for; undefined turns /metrics off. */
    metricsToken: env.METRICS_TOKEN,
    /** Whether /api/docs describes the API to anyone; when false, its description answers signed-in staff only. */
    apiDocsPublic: env.API_DOCS_PUBLIC ?? env.NODE_ENV !== 'production',
    demoData: env.DEMO_DATA ?? isDevelopment,
    logLevel: env.LOG_LEVEL,
    /** D13: show the verification link on screen only in development with no SMTP server. */
    exposeDevLinks: isDevelopment && !env.SMTP_URL,
  };
}

// Outside production a secret is generated once and kept beside the data, so sessions and
// encrypted fields survive a restart without asking a newcomer to invent one.
function readOrCreateDevelopmentSecret(dataDir: string, name: string, create: () => string): string {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = create();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
