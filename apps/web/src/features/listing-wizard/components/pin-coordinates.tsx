import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { type PinPoint, parseCoordinates } from '../lib/pin-state';

/**
 * The pin by keyboard: the building's coordinates typed or pasted from another map (the offline
 * basemap shows states, not streets). Inside the wizard's form, so Enter places the pin instead of
 * moving to the next step.
 */
export function PinCoordinates({ onPlace }: { onPlace: (point: PinPoint) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = () => {
    const point = parseCoordinates(text);
    setError(point ? null : 'Type the latitude and longitude, e.g. 37.80412, -122.27531');
    if (point) onPlace(point);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    place();
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Or type the building's coordinates
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          inputMode="decimal"
          placeholder="37.80412, -122.27531"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={place}>
          Place pin
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
