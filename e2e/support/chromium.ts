import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; null when none is installed (the e2e tests then skip). */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string)) ?? null;
}
