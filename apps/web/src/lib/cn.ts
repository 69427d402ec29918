import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class tables on its first call, a long step on a slow phone. Called once
 * on its own before hydration, so that the step does not land inside it (blocking time).
 */
export function prepareClassMerging(): void {
  twMerge('p-0 p-1');
}
