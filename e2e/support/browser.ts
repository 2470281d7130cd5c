import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const e2e = {
  get baseURL() {
    return inject('baseURL');
  },
  get enabled() {
    return Boolean(inject('chromiumPath'));
  },
};

// The flags keep Chromium from reaching for Google's services on a machine with no internet.
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath') ?? undefined,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * One Chromium for the describe block that calls this, launched before its first test and closed
 * after its last; the returned function gives it to the tests (`newPage(browser())`).
 */
export function browserForSuite(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: ask for it inside a test');
    return browser;
  };
}

/** `baseURL`: a journey with a server of its own (e2e/support/server.ts) names it. */
export async function newPage(
  browser: Browser,
  options: { mobile?: boolean; baseURL?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? e2e.baseURL,
    // A reader whose browser asks for this language first (Accept-Language, navigator.languages).
    ...(options.locale ? { locale: options.locale } : {}),
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
  });
  // A step that hangs fails within 20 s and names itself, well before the test's own timeout.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}

/** Whether the page has asked for an address containing `part` since this was called. */
export function requestsTo(page: Page, part: string): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes(part)) asked = true;
  });
  return () => asked;
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page; returns the violations (the tests expect none). */
export async function findAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A colour mid-transition (a hover fading in) is not what anyone reads: let finite transitions and
  // animations end first. Spinners and skeletons run forever and are left running.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

export async function expectAxeClean(page: Page): Promise<void> {
  const violations = await findAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
