import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

type RangeSliderProps = {
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels: readonly [string, string];
  /** What a screen reader announces for a value ('$2000+'). */
  formatValue?: (value: number) => string;
  className?: string;
};

// Each thumb is a native range input: keyboard, touch and screen readers work without script, and
// the search page's JavaScript budget has no room for a slider library. The inputs overlap and only
// their thumbs take pointer events, so one track shows both ends.
const thumb =
  'pointer-events-none absolute inset-0 h-full w-full cursor-pointer appearance-none bg-transparent outline-offset-4 ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none ' +
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary ' +
  '[&::-webkit-slider-thumb]:bg-surface [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full ' +
  '[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-surface';

/** A two-thumb range slider whose thumbs cannot cross. */
export function RangeSlider({
  min,
  max,
  step,
  value: [low, high],
  onValueChange,
  thumbLabels,
  formatValue = String,
  className,
}: RangeSliderProps) {
  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  const fill: CSSProperties = { left: `${percent(low)}%`, right: `${100 - percent(high)}%` };
  // When the thumbs meet, the one that can still move must be on top to be grabbed.
  const lowOnTop = low > (min + max) / 2;
  // A thumb stops where the other one is: the range never turns inside out.
  const moveEnd = (end: 0 | 1, next: number): [number, number] =>
    end === 0 ? [Math.min(next, high), high] : [low, Math.max(next, low)];
  return (
    <div className={cn('relative h-6', className)}>
      <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-muted" />
      <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary" style={fill} />
      {([0, 1] as const).map((end) => {
        const value = end === 0 ? low : high;
        return (
          <input
            key={end}
            type="range"
            aria-label={thumbLabels[end]}
            aria-valuetext={formatValue(value)}
            min={min}
            max={max}
            step={step}
            value={value}
            onChange={(event) => onValueChange(moveEnd(end, Number(event.target.value)))}
            className={cn(thumb, end === 0 && lowOnTop && 'z-10')}
          />
        );
      })}
    </div>
  );
}
