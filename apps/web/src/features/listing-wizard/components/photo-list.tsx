import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { PhotoItems } from '../hooks/use-photo-items';

type Action = 'earlier' | 'later';
const MOVES = [
  { action: 'earlier', Icon: ArrowLeft },
  { action: 'later', Icon: ArrowRight },
] as const;
const DRAG_TYPE = 'application/x-setspot-photo';

type PhotoListProps = {
  photos: PhotoItems;
  /** The edit flow keeps at least one photo: a listing is never left without one. */
  minItems: number;
};

/**
 * The chosen photos in order; the first is the primary photo. Reordered by dragging, or from the
 * keyboard with the move buttons (focus follows the moved photo).
 */
export function PhotoList({ photos, minItems }: PhotoListProps) {
  const { items, move, remove } = photos;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ key: string; action: Action } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each reorder, which changes items.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const other: Action = pending.action === 'earlier' ? 'later' : 'earlier';
    const target = [pending.action, other]
      .map((action) => buttons.current.get(`${pending.key}:${action}`))
      .find((button) => button && !button.disabled);
    target?.focus();
  }, [items]);

  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No photos yet. The first photo you add becomes the primary photo.
      </p>
    );
  }

  const moveBy = (index: number, key: string, action: Action) => {
    pendingFocus.current = { key, action };
    move(index, action === 'earlier' ? index - 1 : index + 1);
  };
  const setButton = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(id, node);
    else buttons.current.delete(id);
  };

  return (
    <ol aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item, index) => {
        const label = `photo ${index + 1}`;
        return (
          <li
            key={item.key}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, String(index));
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
            }}
            onDrop={(event) => {
              const from = Number(event.dataTransfer.getData(DRAG_TYPE));
              if (!event.dataTransfer.types.includes(DRAG_TYPE) || Number.isNaN(from)) return;
              event.preventDefault();
              move(from, index);
            }}
            className="grid cursor-grab gap-2 rounded-lg border border-border bg-surface p-2 shadow-xs active:cursor-grabbing"
          >
            <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted">
              <img
                src={item.url}
                alt={index === 0 ? `${item.name} (primary)` : item.name}
                className="size-full object-cover"
                draggable={false}
              />
              {index === 0 ? <Badge className="absolute top-2 left-2">Primary</Badge> : null}
            </div>
            <p className="truncate text-xs text-muted-foreground" title={item.name}>
              {item.name}
            </p>
            <div className="flex items-center justify-between gap-1">
              <div className="flex gap-1">
                {MOVES.map(({ action, Icon }) => (
                  <Button
                    key={action}
                    ref={setButton(`${item.key}:${action}`)}
                    variant="outline"
                    size="icon"
                    className="size-8"
                    aria-label={`Move ${label} ${action}`}
                    disabled={action === 'earlier' ? index === 0 : index === items.length - 1}
                    onClick={() => moveBy(index, item.key, action)}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:bg-destructive-soft"
                aria-label={`Remove ${label}`}
                disabled={items.length <= minItems}
                onClick={() => remove(item.key)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
