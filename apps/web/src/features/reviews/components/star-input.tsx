import { MAX_RATING } from '@setspot/domain/common/constants';
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../../../lib/cn';

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

type StarInputProps = {
  /** 0 while no star is chosen (product section 4: the rating starts at 0). */
  value: number;
  onChange: (rating: number) => void;
  labelledBy: string;
  disabled?: boolean;
};

/**
 * Five stars as a radio group: Tab reaches the group, arrow keys move between stars and choose one,
 * and a screen reader announces '3 stars, radio button, 3 of 5'.
 */
export function StarInput({ value, onChange, labelledBy, disabled = false }: StarInputProps) {
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  // Selection follows focus, one star at a time and without wrapping from 5 back to 1. Done here, not
  // left to the primitive, whose select-on-arrow-focus can miss a quick key press.
  function step(event: KeyboardEvent<HTMLButtonElement>, star: number) {
    const delta = STEPS[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(star + delta, 1), MAX_RATING);
    onChange(next);
    items.current[next - 1]?.focus();
  }
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      orientation="horizontal"
      value={value > 0 ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      disabled={disabled}
      className="flex items-center gap-1"
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          ref={(element) => {
            items.current[star - 1] = element;
          }}
          onKeyDown={(event) => step(event, star)}
          aria-label={star === 1 ? '1 star' : `${star} stars`}
          className="rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-7 transition-colors',
              star <= value ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400',
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
