import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

/** `env` stops the start with a ConfigError of one line naming `name`. */
function expectRefusal(env: NodeJS.ProcessEnv, name: string) {
  let error: unknown;
  try {
    readConfig(env);
  } catch (e) {
    error = e;
  }
  expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
  const message = (error as Error).message;
  expect(message).toContain(name);
  expect(message.split('\n')).toHaveLength(1);
}

describe('config', () => {
  it('has working defaults: port 3000, ./data, PGlite, file outbox', () => {
    const c = readConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.passwordPolicy).toMatchObject({ minLength: 8, maxLength: 20, maxAgeDays: 90 });
    expect(c.aiTypingMs).toBe(25);
    expect(readConfig({ AI_TYPING_MS: '0' }).aiTypingMs).toBe(0);
  });

  it('stops with one line naming the wrong variable', () => {
    for (const [env, name] of [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ AI_TYPING_MS: '5000' }, 'AI_TYPING_MS'],
      [{ AI_TYPING_MS: '-1' }, 'AI_TYPING_MS'],
      // Decimal digits only: Number() would read these as 16, 3000, 1000 and 0.
      [{ PORT: '0x10' }, 'PORT'],
      [{ PORT: ' 3000' }, 'PORT'],
      [{ RATE_LIMIT_PER_MINUTE: '1e3' }, 'RATE_LIMIT_PER_MINUTE'],
      [{ MESSAGE_JOB_SECONDS: '+0' }, 'MESSAGE_JOB_SECONDS'],
    ] as const)
      expectRefusal(env, name);
  });

  it('links mails to PUBLIC_URL, or else to the address it listens on; production must say where', () => {
    expect(readConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(readConfig({}).publicUrlDefaulted).toBe(true);
    expect(readConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ HOST: '127.0.0.1', PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100');
    expect(readConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    const set = readConfig({ PUBLIC_URL: 'https://support.nexora.example/', NODE_ENV: 'production' });
    expect(set).toMatchObject({ publicUrl: 'https://support.nexora.example', publicUrlDefaulted: false });
    for (const env of [{ NODE_ENV: 'production' }, { PORT: '0' }, { PUBLIC_URL: 'ftp://portal.example' }] as const)
      expectRefusal(env, 'PUBLIC_URL');
  });

  it('refuses the test captcha answer outside NODE_ENV=test', () => {
    expect(() => readConfig({ CAPTCHA_TEST_ANSWER: '1234' })).toThrow(/CAPTCHA_TEST_ANSWER/);
    expect(readConfig({ CAPTCHA_TEST_ANSWER: '1234', NODE_ENV: 'test' }).captchaTestAnswer).toBe('1234');
  });

  it('lets an operator move to longer passwords without code changes', () => {
    expect(readConfig({ PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '64' }).passwordPolicy).toMatchObject({
      minLength: 12,
      maxLength: 64,
    });
    expect(() => readConfig({ PASSWORD_MIN_LENGTH: '30' })).toThrow(/PASSWORD_MIN_LENGTH/);
  });
});
