import type { Page } from '@playwright/test';

// The full top bar shows from this width; below it the links live behind the menu button.
const DESKTOP_TOP_BAR_MIN_WIDTH = 1280;

/** Opens the top-bar menu on narrow screens (waiting for it to render); a no-op on desktop. */
export async function openMenuIfCollapsed(page: Page) {
  if ((page.viewportSize()?.width ?? DESKTOP_TOP_BAR_MIN_WIDTH) >= DESKTOP_TOP_BAR_MIN_WIDTH) return;
  const banner = topBar(page);
  const toggle = banner.getByRole('button', { name: /^(Open|Close) menu/ });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The top bar's own region, so that its buttons are not confused with those of a form. */
export const topBar = (page: Page) => page.getByRole('banner');
