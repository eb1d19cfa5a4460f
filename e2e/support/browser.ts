import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's Chromium, with the flags that keep it off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e project (its global setup starts the app)');
  return url;
}

/**
 * A page in a new context. With JavaScript (the default), every page of the context is watched:
 * each visit (goto, reload) waits for a server-rendered page to hydrate and fails on any
 * hydration error, uncaught error, console error or warning since the previous check.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), javaScriptEnabled: javaScript });
  if (javaScript) context.on('page', watchConsole);
  const page = await context.newPage();
  return { context, page };
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
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      expectNoConsoleProblems(page);
      const answer = await original(...args);
      await waitForHydration(page);
      expectNoConsoleProblems(page);
      return answer;
    };
  }
}

/** Waits until a page the server rendered has hydrated (the shell marks <html data-hydrated>); at once for any other page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('costiera-state') || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

/** Fails with every hydration error, uncaught error, console error or warning the page had since the last check. */
export function expectNoConsoleProblems(page: Page): void {
  const seen = problems.get(page);
  if (!seen || seen.length === 0) return;
  const found = seen.splice(0);
  throw new Error(`${page.url()}: the page reported ${found.length} problem(s):\n${found.join('\n')}`);
}

/** Saves a screenshot under var/test/screenshots (not committed). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve(__dirname, '../../var/test/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Runs axe-core in the page; answers the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: number }>> {
  // Evaluated over the DevTools protocol, so the page's CSP (script-src 'self') does not block it.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx?: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe;
    return axe.run(document);
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
}
