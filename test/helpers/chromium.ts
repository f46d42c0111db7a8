import fs from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when neither is an executable file. For the
 * console's tests and its benchmark (which imports this module alone: the tests' harness registers
 * test hooks when it loads).
 */
export function findChromium(): string | null {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

