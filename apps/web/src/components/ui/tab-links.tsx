import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { tabClasses, tabListClasses } from './tab-styles';

type TabLink = { key: string; href: string; label: ReactNode; current: boolean };

/**
 * Tabs that are pages: each is a link to an address of its own (a list's filter, loaded from the
 * server), so the current one is marked `aria-current="page"` in a navigation landmark rather than as
 * an in-page tab panel. Looks like `Tabs` (ui/tabs.tsx, the same tab-styles.ts), without its script.
 */
export function TabLinks({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label}>
      <ul className={cn(tabListClasses, className)}>
        {tabs.map((tab) => (
          <li key={tab.key} className="flex flex-1">
            <Link
              to={tab.href}
              replace
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                tabClasses,
                'aria-[current=page]:bg-surface aria-[current=page]:text-foreground aria-[current=page]:shadow-sm',
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
