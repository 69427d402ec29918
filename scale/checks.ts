// What the scale-out test found: each check prints one line; the run fails if any failed.

import fs from 'node:fs';
import path from 'node:path';

const failures: string[] = [];
let passes = 0;

export function check(name: string, ok: boolean, detail = '') {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  if (ok) passes++;
  else failures.push(name);
}

/** The checks as a report in Vitest's JSON shape, so CI's closing "N passed, N failed" counts them. */
export function writeReport(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    numPassedTests: passes,
    numFailedTests: failures.length,
    numPendingTests: 0,
    success: failures.length === 0,
  };
  fs.writeFileSync(file, JSON.stringify(report));
}

export function failedChecks(): readonly string[] {
  return failures;
}

export function phase(title: string) {
  console.log(`\n=== ${title}`);
}

/** Polls `condition` until it holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(condition: () => Promise<boolean>, timeoutMs: number, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
