import { createListing, newPerson } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, newAppContext, test } from './fixtures';
import { lookAt } from './look-at';
import { openMenuIfCollapsed, topBar } from './navigation';

// Scouting boards (ADR 0042): a director saves two listings to a board (from a search card and from
// the listing page), shares it, the link opens signed out; a producer invited by email votes and
// comments; the director sees the tally, then turns the link off.

/** A control whose visible word is followed by the listing's name for screen readers ('Save : name'). */
const named = (word: string, name: string) => new RegExp(`^${word}\\s?: ${name}$`);

test('a board is saved, shared, voted on by the crew and tallied for its owner', async ({ browser }) => {
  // Three accounts, two maps drawn on the CPU (SwiftShader) and axe checks: 2 to 3 minutes on a busy
  // 2-core machine (seen on 2026-11-27), so twice that.
  test.setTimeout(360_000);
  // Short: a long unbroken word would widen the cards past a phone's screen.
  const word = `Sc${Math.random().toString(36).slice(2, 8)}`;
  const owner = await newPerson(browser, 'owner', 'Olive');
  const director = await newPerson(browser, 'filmmaker', 'Dana', 'Director');
  const producer = await newPerson(browser, 'filmmaker', 'Pat', 'Producer');
  const first = `${word} Rooftop`;
  const second = `${word} Diner`;
  await createListing(owner, first);
  const secondId = await createListing(owner, second);
  const boardName = `Night exteriors ${word}`;

  // Save from a search card, making the board in the picker.
  const page = director.page;
  await page.goto(`/search?q=${word}`);
  const saveFirst = page.getByRole('button', { name: named('Save', first) });
  await expect(saveFirst).toBeVisible({ timeout: 20_000 });
  await saveFirst.click();
  const picker = page.getByRole('dialog', { name: `Save ${first} to a board` });
  await expect(picker.getByText('No boards yet. Name your first one below.')).toBeVisible();
  await picker.getByLabel('New board').fill(boardName);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'boards/picker', { fullPage: true });
  await picker.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Saved to ${boardName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: named('Saved', first) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: named('Save', second) })).toBeVisible();

  // Save from the listing page, ticking the board with the keyboard.
  await page.goto(`/location/${secondId}`);
  await page.getByRole('button', { name: named('Save', second) }).click();
  const pagePicker = page.getByRole('dialog', { name: `Save ${second} to a board` });
  await pagePicker.getByRole('checkbox', { name: boardName }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: named('Saved', second) })).toBeVisible();
  await page.keyboard.press('Escape');

  // To the board through the navigation.
  await openMenuIfCollapsed(page);
  if ((page.viewportSize()?.width ?? 1280) >= 1280) {
    await topBar(page).getByRole('button', { name: 'Dashboard' }).click();
    await page.getByRole('menuitem', { name: 'Boards' }).click();
  } else {
    await topBar(page).getByRole('link', { name: 'Boards' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await lookAt(page, 'boards/boards', { fullPage: true });
  await page.getByRole('link', { name: boardName }).click();
  await expect(page.getByRole('heading', { name: boardName, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Locations (2)' })).toBeVisible();

  await page.getByLabel(`Note on ${first}`).fill('Scene 12: check the stairwell for the dolly');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await page.getByLabel('Invite by email').fill(producer.email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`Pat Producer · ${producer.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Share by link' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/boards\/shared\/[A-Za-z0-9_-]{32}$/);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'boards/board-owner', { fullPage: true });
  // The board's map: price pills (or a cluster) at the approximate areas, on the offline basemap.
  const boardMap = page.getByRole('region', { name: 'Map of the board' });
  await expect(boardMap.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(boardMap.locator('[data-pin], button[aria-label^="2 locations"]').first()).toBeVisible();
  await expect(boardMap.getByText('US Census Bureau')).toBeVisible();
  await boardMap.scrollIntoViewIfNeeded();
  await lookAt(page, 'scouting/board-map');

  // The link, signed out: the listings and the note, no address, no votes, no crew.
  const visitor = await newAppContext(browser);
  const guest = await visitor.newPage();
  await guest.goto(link);
  // A fresh context starts the app from nothing while the other pages' maps still draw on the CPU:
  // seen taking 8 s before the route's chunk was asked for in CI on 2026-11-27.
  await expect(guest.getByRole('heading', { name: boardName, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(guest.getByRole('heading', { name: first })).toBeVisible();
  await expect(guest.getByRole('heading', { name: second })).toBeVisible();
  await expect(guest.getByText('Scene 12: check the stairwell for the dolly')).toBeVisible();
  await expect(guest.getByText('1 Test Street')).toHaveCount(0);
  await expect(guest.getByText(producer.email)).toHaveCount(0);
  await expect(guest.getByRole('button', { name: /Thumbs up/ })).toHaveCount(0);
  const sharedMap = guest.getByRole('region', { name: 'Map of the board' });
  await expect(sharedMap.locator('canvas.maplibregl-canvas')).toBeVisible();
  await sharedMap.scrollIntoViewIfNeeded();
  await lookAt(guest, 'scouting/shared-board-map');
  await expectNoSeriousA11yViolations(guest);
  await lookAt(guest, 'boards/shared-signed-out', { fullPage: true });

  // The producer, invited: votes and comments.
  const crew = producer.page;
  await crew.goto('/boards');
  await expect(crew.getByRole('region', { name: 'Shared with you' })).toBeVisible();
  await crew.getByRole('link', { name: boardName }).click();
  await expect(crew.getByText("Dana Director's board: you can vote and comment")).toBeVisible();
  await crew.getByRole('button', { name: `Thumbs up for ${first}` }).click();
  await expect(crew.getByRole('button', { name: `Thumbs up for ${first}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await crew.getByRole('button', { name: `Thumbs down for ${second}` }).click();
  await crew.getByLabel(`Comment on ${first}`).fill('Love it, but where do the trucks park?');
  await crew.getByLabel(`Comment on ${first}`).press('Enter');
  await expect(crew.getByText('Love it, but where do the trucks park?')).toBeVisible();
  await expect(crew.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(crew.getByRole('region', { name: 'Share' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(crew);
  await lookAt(crew, 'boards/board-member', { fullPage: true });

  // The director sees the tally and who voted what, then turns the link off.
  await page.reload();
  await expect(page.getByText('Tally: 1 up, 0 down')).toBeVisible();
  await expect(page.getByText('Tally: 0 up, 1 down')).toBeVisible();
  await expect(page.getByText('Pat Producer: thumbs up')).toBeVisible();
  await expect(page.getByText('Love it, but where do the trucks park?')).toBeVisible();
  await lookAt(page, 'boards/board-tally', { fullPage: true });
  await page.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByRole('button', { name: 'Share by link' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByText('This board is not shared, or its link was turned off')).toBeVisible();
  await visitor.close();

  // Someone not on the board is told it does not exist.
  const boardUrl = page.url();
  await owner.page.goto(boardUrl);
  await expect(owner.page.getByText('Board not found')).toBeVisible();
  await expect(owner.page.getByText(word)).toHaveCount(0);
  await lookAt(owner.page, 'boards/board-not-found', { fullPage: true });
});

test('signed out, Save asks to log in first', async ({ page }) => {
  await page.goto('/search');
  const save = page.getByRole('button', { name: /^Save\s?: / }).first();
  await expect(save).toBeVisible();
  await save.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to save locations to a board')).toBeVisible();
});
