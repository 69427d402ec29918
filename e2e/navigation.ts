import type { Page } from '@playwright/test';

/** Below the desktop breakpoint the top-bar links live behind the menu button. */
export async function openMenuIfCollapsed(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
}

/** The top bar's own region, so that its buttons are not confused with those of a form. */
export const topBar = (page: Page) => page.getByRole('banner');
