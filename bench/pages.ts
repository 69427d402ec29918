import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { READER_COOKIE, readerCookieValue } from '@setspot/domain/pages/reader-cookie';
import * as chromeLauncher from 'chrome-launcher';
import { type LighthouseResult, loadLighthouse } from './lighthouse-on-demand.ts';

/**
 * npm run bench:pages [-- --port 3151] [--runs 3] [--pages login,messaging] [--server path/to/main.js]
 *   [--save DIR]
 *
 * Builds the web app when needed, starts the server the way `npm start` does (demo data, an empty
 * data folder of its own), and runs Lighthouse with its mobile defaults (simulated slow 4G and a 4x
 * slower CPU) in Debian's chromium on home, search, a listing page and an information page as a
 * visitor, on /login, and signed in as the demo owner on the owner dashboard and /messaging (the
 * session cookie is put into the browser before them). Prints the median of the runs for each category score, LCP,
 * FCP, TBT, CLS and the JavaScript and CSS bytes transferred. Private pages are noindex, so their SEO
 * score is not asked of them (printed as n/a). Prints figures, asserts nothing. CHROME_PATH defaults
 * to /usr/bin/chromium. `--server` runs another build's compiled server (e.g. a copy of an earlier
 * build, to compare before and after on one machine at one time); `--pages` measures some pages only;
 * `--save DIR` writes each run's Lighthouse report there (page-run.json), to read its audits
 * (bootup-time, long-tasks, mainthread-work-breakdown) when a figure needs explaining.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3151' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    server: { type: 'string' },
    save: { type: 'string' },
  },
});
const port = Number(values.port);
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.resolve(root, values.server ?? 'apps/api/dist/main.js');
const DEMO_OWNER = { email: 'owner@setspot.example', password: 'Film-Locations-2026' };
const base = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Figures = Record<string, number>;
/** What the last run saw as the largest paint and the biggest shifts, to say why a figure is high. */
const notes = new Map<string, string>();

function startServer(dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  return spawn(process.execPath, [serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilHealthy(deadlineMs: number) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${deadlineMs} ms`);
}

async function firstListingPath(): Promise<string> {
  const res = await fetch(`${base}/api/locations`);
  const body = (await res.json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('No listing to measure: was the demo data seeded?');
  return `/location/${id}`;
}

/** Signs the demo owner in through the API: the cookies that carry the session, as name=value pairs. */
async function signInCookies(): Promise<{ name: string; value: string }[]> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!res.ok) throw new Error(`Signing the demo owner in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Puts the session into the browser itself, as signing in would: every request of the page carries it,
 * the service worker's too (an extra header would miss those). Lighthouse's storage reset keeps cookies.
 * With it the reader cookie that signing in through the app leaves (ADR 0054): this machine's zone,
 * which is the browser's, and Lighthouse's language.
 */
async function signInBrowser(chromePort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('The browser has no default context');
  const reader = {
    name: READER_COOKIE,
    value: readerCookieValue({
      language: 'en-US',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  };
  await context.addCookies([...(await signInCookies()), reader].map((cookie) => ({ ...cookie, url: base })));
  await browser.close();
}

/** One Lighthouse run; null when Lighthouse could not finish it (its error is printed). */
async function measure(url: string, chromePort: number, saveAs?: string): Promise<Figures | null> {
  const lighthouse = await loadLighthouse();
  const result: LighthouseResult | undefined = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) {
    console.log(
      `  ${''.padEnd(18)} a run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); run again`,
    );
    return null;
  }
  const figures: Figures = {};
  for (const key of CATEGORIES) figures[key] = Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  figures.lcp = metric('largest-contentful-paint');
  figures.fcp = metric('first-contentful-paint');
  figures.tbt = metric('total-blocking-time');
  figures.cls = metric('cumulative-layout-shift');
  const summary = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] })?.items;
  const bytesOf = (type: string) =>
    Number(summary?.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN);
  // Lighthouse 13 names the element in its LCP breakdown insight; older versions in their own audit.
  const lcpDetails = JSON.stringify(
    lhr.audits['lcp-breakdown-insight']?.details ??
      lhr.audits['largest-contentful-paint-element']?.details ??
      {},
  );
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcpDetails)?.[1];
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
    .filter((id) => !['largest-contentful-paint', 'first-contentful-paint', 'speed-index'].includes(id));
  notes.set(
    url,
    `LCP element: ${snippet?.slice(0, 120) ?? 'unknown'}; below 100: ${failing.join(', ') || 'none'}`,
  );
  // Lighthouse's own measure of this machine's JavaScript speed (a typical desktop: 1,000 to 2,500).
  figures.benchmarkIndex = lhr.environment.benchmarkIndex;
  Object.assign(figures, blockingTimeFromTrace((result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[]));
  figures.js = bytesOf('script');
  figures.css = bytesOf('stylesheet');
  return figures;
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * Blocking time summed from Lighthouse's trace twice. Lighthouse's counts the wall time of the
 * page's main-thread tasks. Where the machine is busy (2 cores shared by Chromium's processes,
 * Lighthouse and the server), a task also lasts while its thread waits for a CPU. The same sum
 * over the tasks' own CPU time (`tdur` in the trace), each task multiplied by 4 as Lighthouse's
 * simulated slow phone does, says how much of the figure is the page's own work. Approximate:
 * Lighthouse's simulation also moves tasks in time.
 */
function blockingTimeFromTrace(events: TraceEvent[]): Figures {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp?.pid && e.args?.name === 'CrRendererMain',
  );
  if (!fcp || !main) return {};
  const tasks = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts,
  );
  const blocking = (micros: number) => Math.max(0, (4 * micros) / 1000 - 50);
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  return {
    tbtCpu: tasks.reduce((sum, task) => sum + blocking(task.tdur ?? 0), 0),
    // The same sum over wall time, to compare with Lighthouse's own figure.
    tbtWall: tasks.reduce((sum, task) => sum + blocking(task.dur ?? 0), 0),
    onCpuShare: wall > 0 ? cpu / wall : Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function print(label: string, all: Figures[], indexed: boolean) {
  const m = (key: string) => median(all.map((figures) => figures[key] ?? Number.NaN));
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  console.log(
    `  ${label.padEnd(18)} perf ${String(m('performance')).padStart(3)}  a11y ${m('accessibility')}  bp ${m('best-practices')}  seo ${indexed ? m('seo') : 'n/a'}  LCP ${s(m('lcp'))}  FCP ${s(m('fcp'))}  TBT ${m('tbt').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}  JS ${kb(m('js'))}  CSS ${kb(m('css'))}`,
  );
  console.log(
    `  ${''.padEnd(18)} performance per run: ${all.map((f) => f.performance).join(', ')}; TBT per run: ${all.map((f) => Math.round(f.tbt ?? 0)).join(', ')} ms; Lighthouse benchmark index ${Math.round(m('benchmarkIndex'))}`,
  );
  console.log(
    `  ${''.padEnd(18)} TBT from the main thread's CPU time per run: ${all.map((f) => Math.round(f.tbtCpu ?? Number.NaN)).join(', ')} ms (the same sum over wall time: ${all.map((f) => Math.round(f.tbtWall ?? Number.NaN)).join(', ')} ms); its tasks were on a CPU ${all.map((f) => `${Math.round((f.onCpuShare ?? Number.NaN) * 100)}%`).join(', ')} of their time`,
  );
}

/**
 * Microseconds to map in one new 4 KiB page of memory, the first time it is written. A browser
 * starting a page maps in thousands; on a machine where this is slow (seen here: 12 to 15 µs; the
 * usual figure is said to be well under 1 µs, not measured here) every figure of main-thread time
 * is several times higher, though Lighthouse's benchmark index, a loop over memory already mapped,
 * does not show it.
 */
function firstTouchMicrosPerPage(): number {
  const pages = 32_768;
  const started = process.hrtime.bigint();
  const memory = new Uint8Array(pages * 4096);
  for (let offset = 0; offset < memory.length; offset += 4096) memory[offset] = 1;
  return Number(process.hrtime.bigint() - started) / 1000 / pages;
}

async function main() {
  if (!values.server)
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  if (values.save) fs.mkdirSync(values.save, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-pages-'));
  const server = startServer(dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const startMs = await waitUntilHealthy(60_000);
    console.log(`Lighthouse, mobile defaults, median of ${runs} runs, server on ${base}`);
    console.log(
      `  machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(
          ' ',
        )}; server healthy after ${startMs} ms; new memory ${firstTouchMicrosPerPage().toFixed(1)} µs per 4 KiB page`,
    );
    const allPages = [
      { label: 'home', path: '/' },
      { label: 'search', path: '/search' },
      { label: 'location', path: await firstListingPath() },
      { label: 'how-it-works', path: '/how-it-works' },
      { label: 'login', path: '/login' },
      // Signed in from here on: the visitor's pages come first.
      { label: 'owner-dashboard', path: '/owner/dashboard', signedIn: true, indexed: false },
      { label: 'messaging', path: '/messaging', signedIn: true, indexed: false },
    ];
    const only = values.pages?.split(',');
    const pages = allPages.filter((page) => !only || only.includes(page.label));
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        await signInBrowser(chrome.port);
        signedIn = true;
      }
      const all: Figures[] = [];
      // A failed run is not a score of 0: it is run again, up to twice per page.
      for (let attempt = 0; all.length < runs && attempt < runs + 2; attempt++) {
        const saveAs = values.save && path.join(values.save, `${page.label}-${attempt + 1}.json`);
        const figures = await measure(`${base}${page.path}`, chrome.port, saveAs);
        if (figures) all.push(figures);
      }
      print(page.label, all, page.indexed ?? true);
      console.log(`  ${''.padEnd(18)} ${notes.get(`${base}${page.path}`)}`);
    }
    console.log(
      `  load average now ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
