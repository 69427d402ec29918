/** Shared class lists for the information pages (plain Tailwind palette, independent of the app theme). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export const textLink = `font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:text-indigo-900 hover:decoration-indigo-600 rounded-sm ${focusRing}`;

const buttonBase = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors ${focusRing}`;

export const primaryButton = `${buttonBase} bg-indigo-600 text-white hover:bg-indigo-700`;

export const secondaryButton = `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;
