// How long a victim waits in Chromium from Enter to the result cards, for `npm run bench:search`.
import { chromium } from 'playwright-core';
import { findChromium } from '../e2e/support/chromium';

/** Five timings in milliseconds, sorted, after a warm-up; null when no Chromium is installed. */
export async function enterToCards(port: number): Promise<number[] | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const timings: number[] = [];
  try {
    for (let i = 0; i < 6; i++) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const field = page.getByLabel('Your e-mail address');
      await field.fill('demo@example.com');
      // Measured inside the page: from the Enter keydown to the first case reference in #search.
      await page.evaluate(() => {
        const w = window as unknown as { benchStart?: number; benchEnd?: number };
        document.addEventListener('keydown', (e) => { if (e.key === 'Enter') w.benchStart = performance.now(); }, true);
        new MutationObserver(() => {
          if (w.benchStart !== undefined && w.benchEnd === undefined && /FR-\d{6}/.test(document.getElementById('search')?.textContent ?? '')) {
            w.benchEnd = performance.now();
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await field.press('Enter');
      await page.waitForFunction(() => (window as unknown as { benchEnd?: number }).benchEnd !== undefined, null, { timeout: 10_000 });
      const ms = await page.evaluate(() => {
        const w = window as unknown as { benchStart: number; benchEnd: number };
        return w.benchEnd - w.benchStart;
      });
      if (i > 0) timings.push(ms); // the first run also loads the page's code; it is a warm-up
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return timings.sort((a, b) => a - b);
}
