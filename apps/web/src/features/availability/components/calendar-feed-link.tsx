import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { ownerQueryKeys } from '../../../lib/owner-query-keys';

/** The listing's private iCal feed: paste it into Google, Apple or Outlook calendar (ADR 0039). */
export function CalendarFeedLink({ listingId, feedUrl }: { listingId: string; feedUrl: string | null }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [status, setStatus] = useState('');
  const renew = useMutation({
    mutationFn: () =>
      apiFetch<{ feedUrl: string }>(`/api/owner/listings/${encodeURIComponent(listingId)}/calendar-feed`, {
        method: 'POST',
      }),
    onSuccess: () => {
      setStatus(feedUrl ? 'New link made: the old one no longer works.' : 'Link made.');
      return queryClient.invalidateQueries({ queryKey: ownerQueryKeys.listing(listingId) });
    },
    onError: (error) => setStatus(errorMessage(error)),
  });
  return (
    <section
      aria-labelledby="feed-heading"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="feed-heading" className="text-lg font-semibold">
        Calendar export (iCal)
      </h2>
      <p className="text-sm text-muted-foreground">
        Add this private link to Google Calendar, Apple Calendar or Outlook to see booked and blocked days
        there. It shows no names or contact details. Anyone with the link can read it: make a new link to end
        the old one.
      </p>
      {feedUrl ? (
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Private feed link
          </label>
          <Input id={inputId} readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {feedUrl ? 'Make a new link' : 'Make a link'}
        </Button>
        <p role="status" className="text-sm">
          {status}
        </p>
      </div>
    </section>
  );
}
