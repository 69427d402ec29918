import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type TabLink = { key: string; href: string; label: ReactNode; current: boolean };

/**
 * Tabs that are pages: each is a link to an address of its own (a list's filter, loaded from the
 * server), so the current one is marked `aria-current="page"` in a navigation landmark rather than as
 * an in-page tab panel. Looks like `Tabs` (ui/tabs.tsx), without its script.
 */
export function TabLinks({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label}>
      <ul className={cn('flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1', className)}>
        {tabs.map((tab) => (
          <li key={tab.key} className="flex flex-1">
            <Link
              to={tab.href}
              replace
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 flex-1 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
                'hover:text-foreground aria-[current=page]:bg-surface aria-[current=page]:text-foreground aria-[current=page]:shadow-sm',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
