// The environment, read and checked once. A wrong value stops the start with one line naming it.
import path from 'node:path';
import { z } from 'zod';
import { defaultPasswordPolicy, loginLimits } from '../contract/limits.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/**
 * A whole number written in decimal digits, within [min, max]. z.coerce.number would take what
 * Number() takes, so PORT=0x10 listened on 16 and RATE_LIMIT_PER_MINUTE=1e3 allowed 1000.
 */
const envInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^[0-9]+$/, 'must be a whole number in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const positiveInt = envInt(1);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: envInt(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Nexora Support Portal <no-reply@nexora.example>'),
  /** The portal's address as its users reach it: every link in a mail starts with it. */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  /** How often the message-settings mails are looked for, in seconds; 0 turns the job off. */
  MESSAGE_JOB_SECONDS: envInt(0).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CAPTCHA_TEST_ANSWER: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  LOGIN_ATTEMPTS_PER_MINUTE: positiveInt.default(loginLimits.ipAttemptsPerMinute),
  PASSWORD_MIN_LENGTH: positiveInt.default(defaultPasswordPolicy.minLength),
  PASSWORD_MAX_LENGTH: positiveInt.default(defaultPasswordPolicy.maxLength),
  PASSWORD_MAX_AGE_DAYS: positiveInt.default(defaultPasswordPolicy.maxAgeDays),
  SEED_DEMO: bool.default(true),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  APP_VERSION: z.string().min(1).optional(),
  TRUST_PROXY: bool.default(false),
  /** Lets a scraper off this machine read /api/metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Keys the hashes of mailed codes; without it one is generated into DATA_DIR/secret.key. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** An OpenAI-compatible chat-completions endpoint for the AI assistant (all three, or none). */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** How long the assistant waits for the engine before it gives up, in seconds. */
  AI_TIMEOUT_SECONDS: positiveInt.default(60),
  /** The built-in assistant's pause between two typed pieces, in ms (0: as fast as it can). */
  AI_TYPING_MS: envInt(0, 1000).default(25),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where mailed links point: PUBLIC_URL, or else the address the portal listens on (see `publicUrlDefaulted`). */
  publicUrl: string;
  /** PUBLIC_URL was not set: `publicUrl` is the listening address, said at start. */
  publicUrlDefaulted: boolean;
  messageJobSeconds: number;
  logLevel: string;
  captchaTestAnswer?: string;
  rateLimitPerMinute: number;
  loginAttemptsPerMinute: number;
  passwordPolicy: typeof defaultPasswordPolicy;
  seedDemo: boolean;
  webDir: string;
  appVersion?: string;
  trustProxy: boolean;
  metricsToken?: string;
  appSecret?: string;
  /** The AI assistant's engine; none means the built-in extractive one. */
  ai?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
  /** The built-in extractive engine's pause between two pieces it types. */
  aiTypingMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and compose files tend to leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`,
    );
  }
  const e = parsed.data;
  if (e.CAPTCHA_TEST_ANSWER && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid environment variable CAPTCHA_TEST_ANSWER: only allowed with NODE_ENV=test');
  }
  const aiSet = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length;
  if (aiSet > 0 && aiSet < 3) {
    const missing = !e.AI_BASE_URL ? 'AI_BASE_URL' : !e.AI_API_KEY ? 'AI_API_KEY' : 'AI_MODEL';
    throw new ConfigError(`Invalid environment variable ${missing}: AI_BASE_URL, AI_API_KEY and AI_MODEL go together`);
  }
  // A mail client opens only absolute links; in production the address users reach is not one the
  // server can know (a proxy, a domain), so it must be told.
  if (!e.PUBLIC_URL && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Missing environment variable PUBLIC_URL: required with NODE_ENV=production (the portal address links in mails start with)',
    );
  }
  if (!e.PUBLIC_URL && e.PORT === 0) {
    throw new ConfigError(
      'Missing environment variable PUBLIC_URL: required with PORT=0 (links in mails need the port, chosen only at start)',
    );
  }
  if (e.PASSWORD_MIN_LENGTH > e.PASSWORD_MAX_LENGTH) {
    throw new ConfigError('Invalid environment variable PASSWORD_MIN_LENGTH: larger than PASSWORD_MAX_LENGTH');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : listeningUrl(e.HOST, e.PORT),
    publicUrlDefaulted: !e.PUBLIC_URL,
    messageJobSeconds: e.MESSAGE_JOB_SECONDS,
    logLevel: e.LOG_LEVEL,
    captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    passwordPolicy: {
      ...defaultPasswordPolicy,
      minLength: e.PASSWORD_MIN_LENGTH,
      maxLength: e.PASSWORD_MAX_LENGTH,
      maxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    },
    seedDemo: e.SEED_DEMO,
    webDir: path.resolve(e.WEB_DIR),
    appVersion: e.APP_VERSION,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    appSecret: e.APP_SECRET,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_SECONDS * 1000 }
        : undefined,
    aiTypingMs: e.AI_TYPING_MS,
  };
}

/** The address the portal listens on, as a browser on this machine opens it: any-address binds as localhost. */
export function listeningUrl(host: string, port: number): string {
  const anyAddress = ['0.0.0.0', '::', '[::]', '::0'].includes(host);
  const name = anyAddress ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
