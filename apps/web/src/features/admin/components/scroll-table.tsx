import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen, in a labelled region keyboard users can focus
 * and scroll (the shared Table's own scroller cannot take focus).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full caption-bottom text-sm">{children}</table>
    </section>
  );
}
