import type { BoardDetail } from '@setspot/domain/boards/board-schemas';
import { Copy, Link2, Link2Off, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useShareBoard } from '../api/share-board';
import { boardLinks } from '../lib/board-links';

/** Private until shared: a read-only link anyone can open, copied, replaced or turned off. */
export function ShareLinkPanel({ board }: { board: BoardDetail }) {
  const share = useShareBoard(board.id);
  const link = board.shareToken ? `${window.location.origin}${boardLinks.shared(board.shareToken)}` : null;
  const change = (on: boolean, done: string) =>
    share.mutate(on, {
      onSuccess: () => showToast((toast) => toast.success(done)),
      onError: (error) => showToast((toast) => toast.error(errorMessage(error))),
    });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showToast((toast) => toast.success('Link copied'));
    } catch {
      showToast((toast) => toast.error('Could not copy: select the link and copy it'));
    }
  };
  return (
    <section
      aria-labelledby="share-heading"
      className="grid gap-2 rounded-xl border border-border bg-muted/40 p-4"
    >
      <h2 id="share-heading" className="font-semibold">
        Share
      </h2>
      {link ? (
        <>
          <p className="text-sm text-muted-foreground">
            Anyone with this link can see the board's locations and notes, without an account. They do not see
            addresses, contacts, votes or comments.
          </p>
          <div className="flex flex-wrap gap-2">
            <label htmlFor="share-link" className="sr-only">
              Share link
            </label>
            <Input
              id="share-link"
              readOnly
              value={link}
              className="min-w-0 flex-1 basis-64"
              onFocus={(event) => event.target.select()}
            />
            <Button onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <Button
              variant="outline"
              disabled={share.isPending}
              onClick={() => change(true, 'New link made: the old one no longer works')}
            >
              <RefreshCw aria-hidden="true" />
              New link
            </Button>
            <Button
              variant="outline"
              disabled={share.isPending}
              onClick={() => change(false, 'Link turned off')}
            >
              <Link2Off aria-hidden="true" />
              Turn off link
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Private: only you and the crew you invite can see it.
          </p>
          <Button
            variant="outline"
            disabled={share.isPending}
            onClick={() => change(true, 'Share link made')}
          >
            <Link2 aria-hidden="true" />
            Share by link
          </Button>
        </div>
      )}
    </section>
  );
}
