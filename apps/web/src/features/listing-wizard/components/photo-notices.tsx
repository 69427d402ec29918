import { CircleAlert, Info } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { PhotoNotices as Notices } from '../hooks/use-photo-items';

/**
 * Why picked files were not taken, beside the picker (the picker names it as its description). An
 * alert appearing with its text is announced at once by screen readers; a new pick makes a new one.
 */
export function PhotoNotices({ id, notices }: { id: string; notices: Notices }) {
  if (notices.list.length === 0) return null;
  const refused = notices.list.some((notice) => notice.tone === 'error');
  return (
    <ul
      // A new list for each pick, so the same refusal twice is announced twice.
      key={notices.pick}
      id={id}
      role="alert"
      className={cn(
        'grid gap-1.5 rounded-lg border px-4 py-3 text-sm',
        refused
          ? 'border-destructive/30 bg-destructive-soft text-destructive-strong'
          : 'border-border bg-muted/60 text-foreground',
      )}
    >
      {notices.list.map((notice) => (
        <li key={notice.text} className="flex items-start gap-2">
          {notice.tone === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{notice.text}</span>
        </li>
      ))}
    </ul>
  );
}
