import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startApp, type App } from './app';

export { expect };
export type { App };

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

type Viewport = { width: number; height: number };
type NewPage = (viewport?: Viewport, options?: { javaScript?: boolean }) => Promise<{ context: BrowserContext; page: Page }>;

/**
 * Playwright's test with the app: `app` is this worker's own server and database (the specs
 * read its address with baseUrl(), and E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD, E2E_MAIL_DIR),
 * `baseURL` points at it, and every page with JavaScript is watched: the test fails on any hydration
 * error, uncaught error, console error or warning it had. `newPage` opens a further context
 * (another viewport, JavaScript off), closed and checked when the test ends.
 */
export const test = base.extend<{ newPage: NewPage }, { app: App }>({
  app: [
    async ({}, use) => {
      const app = await startApp();
      // The specs' helpers (and hooks that run before any test) read this worker's app from here.
      Object.assign(process.env, { E2E_BASE_URL: app.baseUrl, E2E_ADMIN_USERNAME: app.adminUsername, E2E_ADMIN_PASSWORD: app.adminPassword, E2E_MAIL_DIR: app.mailDir });
      try {
        await use(app);
      } finally {
        await app.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseUrl),
  viewport: DESKTOP,
  context: async ({ context, javaScriptEnabled }, use) => {
    const watched = javaScriptEnabled === false ? [] : watchPages(context);
    await use(context);
    for (const page of watched) expectNoConsoleProblems(page);
  },
  newPage: async ({ browser, app }, use) => {
    const opened: Array<{ context: BrowserContext; watched: Page[] }> = [];
    await use(async (viewport = DESKTOP, { javaScript = true } = {}) => {
      const context = await browser.newContext({ viewport, baseURL: app.baseUrl, javaScriptEnabled: javaScript });
      opened.push({ context, watched: javaScript ? watchPages(context) : [] });
      return { context, page: await context.newPage() };
    });
    for (const { context, watched } of opened) {
      await context.close();
      for (const page of watched) expectNoConsoleProblems(page);
    }
  },
});

/** Watches every page the context opens; answers them, for the check when the test ends. */
function watchPages(context: BrowserContext): Page[] {
  const pages: Page[] = [];
  context.on('page', (page) => {
    watchConsole(page);
    pages.push(page);
  });
  return pages;
}

/** This worker's app (the `app` fixture starts it before any hook or test of the worker). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs with Playwright (its app fixture starts the app)');
  return url;
}

/**
 * The browser's own note on a failed response ('Failed to load resource: ... 404'): the
 * answer's status, which the tests check themselves (a 404 page, a refused login), not an
 * error of the app.
 */
const RESOURCE_STATUS = /^Failed to load resource: the server responded with a status of \d+/;

/** Problems seen in each watched page since its last check. */
const problems = new WeakMap<Page, string[]>();

function watchConsole(page: Page): void {
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !RESOURCE_STATUS.test(message.text())) seen.push(`console.${type}: ${message.text()}`);
  });
}

/** Fails with every hydration error, uncaught error, console error or warning the page had since the last check. */
export function expectNoConsoleProblems(page: Page): void {
  const seen = problems.get(page);
  if (!seen || seen.length === 0) return;
  const found = seen.splice(0);
  throw new Error(`${page.url()}: the page reported ${found.length} problem(s):\n${found.join('\n')}`);
}

/** Once a page the server rendered has hydrated (the shell marks <html data-hydrated>); at once for any other page. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html:has(#costiera-state):not([data-hydrated="true"])')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens `url` as a traveller or staff member arrives: on a watched page (JavaScript on), once the
 * page has hydrated, failing on any problem the page reported before or while loading.
 */
export async function visit(page: Page, url: string): ReturnType<Page['goto']> {
  return settle(page, () => page.goto(url));
}

/** Reloads the page, as `visit` opens it. */
export async function reload(page: Page): ReturnType<Page['reload']> {
  return settle(page, () => page.reload());
}

async function settle<T>(page: Page, load: () => Promise<T>): Promise<T> {
  const watched = problems.has(page);
  expectNoConsoleProblems(page);
  const answer = await load();
  if (watched) {
    await expectHydrated(page);
    expectNoConsoleProblems(page);
  }
  return answer;
}

/** Saves a screenshot under var/test/screenshots (not committed). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<string> {
  const dir = path.resolve(__dirname, '../../var/test/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Runs axe-core in the page; answers the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: number }>> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact!, nodes: v.nodes.length }));
}
