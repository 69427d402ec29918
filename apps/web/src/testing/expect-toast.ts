import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A toast is raised once sonner has loaded (lib/toast.ts) and then fades in, so finding its text is
 * not enough: wait until it is seen.
 */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
