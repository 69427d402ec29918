import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A pending button is a passing state: a fast answer can re-enable it between finding it and
 * checking it. Name and disabled are checked in one pass over the same render, so the test sees the
 * pending state whole or waits for it, never half of it.
 */
export async function expectPendingButton(name: string): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeDisabled(), { interval: 5 });
}
