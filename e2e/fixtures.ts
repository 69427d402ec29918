import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

export const DEMO_PASSWORD = 'Film-Locations-2026';
export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

/** A fresh address per call so parallel journeys never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Rules axe rates only 'moderate' that still break how a screen reader user moves through a page
 * (jumping by headings lands on a level that was skipped): they fail a journey like serious ones.
 */
const STRUCTURE_RULES = new Set(['heading-order']);

/** axe's minified build, sent to a page that has none yet (axe-core's own API, axe.run). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations in the page as it is now. Loaded once per document, and run in the page: the
 * @axe-core/playwright builder used before sent axe's 1.3 MB unminified source twice in every
 * check, then opened a blank page to gather the results of each frame in it and loaded axe there
 * too. SetSpot's pages have no frames. Only violations are written up, the only results read.
 * About a third of the time of journeys that check several screens (ADR 0055); shell.e2e.ts shows
 * the check still fails a page with a problem.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}

/** Fails on any serious or critical accessibility violation of the page as it is now, or a skipped heading level. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast fading in is drawn at part opacity; axe would judge its colours mid-fade. Toasts arrive a
  // moment after what raised them (sonner loads lazily), so wait for their transitions to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState !== 'running' || !target?.closest('[data-sonner-toaster]');
    }),
  );
  const violations = await axeViolations(page);
  const serious = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.has(v.id),
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The confirmation link of the newest email to this address, read from the dev mailbox page. */
export async function confirmationLinkFromMailbox(page: Page, email: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = page.getByRole('link', { name: /verify-email/ }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The confirmation email has no link');
  return href;
}

/** The confirmation link of the newest email to this address, read from the dev mailbox's JSON. */
export async function confirmationLinkOf(request: APIRequestContext, email: string): Promise<string> {
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(mailbox.status(), await mailbox.text()).toBe(200);
  const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
  const link = emails[0]?.text.match(/https?:\/\/\S+\/verify-email\S+/)?.[0];
  if (!link) throw new Error(`No confirmation email for ${email}`);
  return link;
}

/**
 * Waits until React has taken over a page the server drew (ADR 0022): until then the page shows but
 * does not answer typing or clicks yet. The app drops the server's answers (#ssr-state) when done;
 * a page drawn in the browser never has them.
 */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(() => !document.getElementById('ssr-state'));
}

/**
 * Pages arrive drawn by the server for visitors without a session cookie (and the owner dashboard
 * for a live session: ADR 0052). With an expired one, as a browser keeps after a session ends, the
 * browser draws the page and fetches its data itself: the loading and error states then show, as they do on every navigation in the app.
 */
export async function drawnInTheBrowser(page: Page) {
  const { baseURL } = test.info().project.use;
  await page
    .context()
    .addCookies([{ name: 'better-auth.session_token', value: 'expired', url: baseURL ?? '' }]);
}

/**
 * Makes the page's `goto` and `reload` wait for the app to be interactive after the full page load:
 * a click on a drawn page before React has taken it over does nothing (an owner's Approve on the
 * drawn dashboard was lost that way in CI on 2026-11-29). For pages a journey opens itself.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilInteractive(page);
    return response;
  };
  return page;
}

/**
 * A browser context whose pages all wait for the app after a full load (`waitingForTheApp`), as the
 * fixture's page does. Journeys that need a second person or a visitor open their context here, not
 * with `browser.newContext()`: a page opened there races React on every drawn page.
 */
export async function newAppContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForTheApp(await newPage());
  return context;
}

// Every journey's page waits for the app to be interactive after a full page load.
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
});
export { expect };
