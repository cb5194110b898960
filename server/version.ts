// The running build's version: APP_VERSION, else the one the web build wrote, else package.json's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.ts';

export function buildVersion(config: Config): string {
  if (config.appVersion) return config.appVersion;
  try {
    const built = JSON.parse(fs.readFileSync(path.join(config.webDir, 'version.json'), 'utf8')) as { version?: string };
    if (built.version) return built.version;
  } catch {
    // no web build yet (API-only run or tests)
  }
  const pkg = JSON.parse(
    fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}
