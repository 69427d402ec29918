import path from 'node:path';
import { type Locator, type Page, test } from '@playwright/test';

/**
 * A screenshot for a person to look at (each screen at 390 and 1280 px before it is called done),
 * written only when E2E_SHOTS names a folder: `E2E_SHOTS=/tmp/shots npm run test:e2e` leaves
 * `/tmp/shots/<area>/<name>-<desktop|mobile>.png`. CI takes none: each costs one to two seconds of a
 * busy machine and nobody looks at them there (docs/decisions/0050).
 */
export async function lookAt(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const file = path.join(folder, `${name}-${test.info().project.name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}
