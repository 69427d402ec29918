// The look of a row of tabs, shared by in-page tabs (tabs.tsx, Radix) and tabs that are pages
// (tab-links.tsx): each marks its current tab its own way, so only that variant differs.
export const tabListClasses = 'flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1';
export const tabClasses =
  'inline-flex h-9 flex-1 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground';
