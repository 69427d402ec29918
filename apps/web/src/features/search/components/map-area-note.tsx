import { Button } from '../../../components/ui/button';

/**
 * Says why the list is cut to a map's area while that map is not on screen (a phone's 'List', a
 * shared link with `bbox`), and takes the area off: a list cut to a box nobody can see would
 * otherwise look like missing listings.
 */
export function MapAreaNote({ onClear }: { onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-muted px-3 py-2 text-sm">
      <span>Only listings in the map area you chose are shown.</span>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onClear}>
        Clear map area
      </Button>
    </p>
  );
}
