import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

type StarRatingProps = { rating: number; max?: number; className?: string };

const STAR_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** Read-only stars, half stars included; one accessible label instead of five icons. */
export function StarRating({ rating, max = 5, className }: StarRatingProps) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${max} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STAR_KEYS.slice(0, max).map((key, index) => {
        // The share of this star that is filled, to the nearest half: 4.5 is four and a half stars.
        const fill = Math.min(Math.max(Math.round((rating - index) * 2) / 2, 0), 1);
        return (
          <span key={key} className="relative inline-flex">
            <Star aria-hidden="true" className="size-4 fill-none text-slate-400" />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star
                  aria-hidden="true"
                  className="size-4 max-w-none shrink-0 fill-amber-400 text-amber-500"
                />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
