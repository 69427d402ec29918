import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { showToast } from '../../../lib/toast';
import { clearAppCaches } from '../lib/clear-app-caches';

/** Spec 'Cache refresh card': a way out when an old cached build keeps showing. */
export function CacheRefreshCard({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setBusy(true);
    try {
      await clearAppCaches();
      window.location.reload();
    } catch {
      setBusy(false);
      showToast((toast) =>
        toast.error('Refresh failed', { description: 'Please try reloading the page manually' }),
      );
    }
  };

  return (
    <section
      aria-labelledby="cache-refresh-title"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="grid gap-1">
        <h2 id="cache-refresh-title" className="text-sm font-semibold">
          Not seeing the latest updates?
        </h2>
        <p className="text-sm text-muted-foreground">
          Load the newest version of SetSpot by clearing saved content.
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={refresh} disabled={busy} aria-live="polite">
        <RefreshCw aria-hidden="true" className={cn(busy && 'animate-spin')} />
        {busy ? 'Refreshing...' : 'Refresh Content'}
      </Button>
    </section>
  );
}
