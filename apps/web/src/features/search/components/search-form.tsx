import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';

type SearchFormProps = {
  q: string;
  /** True while results load: the button then reads 'Searching...' (product section 2, Search page). */
  busy: boolean;
  onSearch: (q: string) => void;
};

/** The text search: city, state or location name; an empty text finds every location. */
export function SearchForm({ q, busy, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The URL can change under the form (back button, a link): show its text then.
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      {/* action: before the app has taken a server-drawn page over, the browser submits it itself. */}
      <form action={paths.search} onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Search locations
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by city, state, or location name"
            className="h-11 pl-9"
          />
        </div>
        <Button type="submit" className="h-11 sm:min-w-28">
          {busy ? 'Searching...' : 'Search'}
        </Button>
      </form>
    </search>
  );
}
