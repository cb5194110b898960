// After the journeys (Playwright's global teardown, while the server still runs): the whole run's
// server log holds no secret (issue 21; ASVS 16.2.5). Looked for: every password the journeys type
// (the literals of e2e/*.ts shaped like one), every code the server mailed (read back from its
// outbox), the test captcha answer, and anything shaped like a session token (43 characters of
// base64url, server/platform/tokens.ts) — the journeys' own tokens among them, whatever they were.
import fs from 'node:fs';
import path from 'node:path';
import { e2eServers } from './dataDirNote.ts';
import { captchaAnswer, dataDir, readMail } from './helpers.ts';

/** String literals of the journeys that look like a password: letters, digits and a sign, nothing else. */
function passwordsOfJourneys(): string[] {
  const found = new Set<string>();
  for (const name of fs.readdirSync('e2e').filter((n) => n.endsWith('.ts'))) {
    for (const [, literal] of fs.readFileSync(path.join('e2e', name), 'utf8').matchAll(/'([A-Za-z0-9#$!@^&*]{8,64})'/g))
      if (/[A-Za-z]/.test(literal) && /\d/.test(literal) && /[#$!@^&*]/.test(literal)) found.add(literal);
  }
  return [...found];
}

function mailedCodes(dir: string): string[] {
  const mails = path.join(dir, 'mail');
  if (!fs.existsSync(mails)) return [];
  const codes = new Set<string>();
  for (const name of fs.readdirSync(mails).filter((n) => n.endsWith('.eml'))) {
    const code = /(?:验证码是|verification code is)\s*(\d{6})/i.exec(readMail(path.join(mails, name)).body)?.[1];
    if (code) codes.add(code);
  }
  return [...codes];
}

const tokenShaped = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

export default function logSecrets(): void {
  const passwords = passwordsOfJourneys();
  for (let index = 0; index < e2eServers; index++) logSecretsOf(index, passwords);
}

/** Reads the log of e2e server `index` (each worker's journeys have one of their own). */
function logSecretsOf(index: number, passwords: readonly string[]): void {
  const dir = dataDir(index);
  const lines = fs.readFileSync(path.join(dir, 'server.log'), 'utf8').split('\n');
  const codes = mailedCodes(dir);
  const secrets = [
    ...passwords.map((value) => ({ what: 'a password', value })),
    ...codes.map((value) => ({ what: 'a mailed code', value })),
    { what: 'the captcha answer', value: captchaAnswer },
  ];
  const found: string[] = [];
  // Each finding names its line and shows it with the secret masked, so a failure says where it leaks.
  const shown = (line: string, pattern: RegExp) =>
    line.replace(new RegExp(pattern.source, 'g'), '‹secret›').slice(0, 400);
  lines.forEach((line, i) => {
    for (const secret of secrets) {
      const pattern = new RegExp(`(?<![0-9A-Za-z])${secret.value.replace(/[$^*]/g, '\\$&')}(?![0-9A-Za-z])`);
      if (pattern.test(line)) found.push(`line ${i + 1}, ${secret.what}: ${shown(line, pattern)}`);
    }
    if (tokenShaped.test(line)) found.push(`line ${i + 1}, a token-shaped value: ${shown(line, tokenShaped)}`);
  });
  console.info(
    `log secrets: ${lines.length} lines of server ${index + 1}'s log read for ${passwords.length} passwords, ${codes.length} mailed codes, the captcha answer and token-shaped values: ${found.length} found`,
  );
  if (found.length > 0) throw new Error(`server ${index + 1}'s log holds secrets:\n${found.slice(0, 20).join('\n')}`);
}
