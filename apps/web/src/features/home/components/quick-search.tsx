import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';

/** architecture section 2: the home quick-search box really searches (/search?q=…). */
export function QuickSearch() {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim();
    // Dates (ADR 0039): one day given means a one-day shoot; the search page reads them from the URL.
    const [from, to] = [read('from') || read('to'), read('to') || read('from')].sort();
    const params = new URLSearchParams({
      ...(read('q') ? { q: read('q') } : {}),
      ...(from && to ? { from, to } : {}),
    });
    navigate(params.size > 0 ? `${paths.search}?${params}` : paths.search);
  };
  return (
    <search className="max-w-xl">
      {/* action: before the app has taken a server-drawn page over, the browser submits it itself. */}
      <form action={paths.search} onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label htmlFor={id} className="sr-only">
          Search by city, state, or location name
        </label>
        <Input
          id={id}
          name="q"
          type="search"
          placeholder="Search by city, state, or location name"
          className="h-12 min-w-0 flex-1 basis-48 bg-surface"
        />
        <button
          type="submit"
          className={buttonClasses({ size: 'lg', variant: 'outline' })}
          aria-label="Search"
        >
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </button>
        <fieldset className="flex w-full gap-2">
          <legend className="sr-only">Dates</legend>
          {(['from', 'to'] as const).map((name) => (
            <div key={name} className="grid flex-1 gap-1">
              <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
                {name === 'from' ? 'First day' : 'Last day'}
              </label>
              <Input id={`${id}-${name}`} name={name} type="date" className="h-11 bg-surface" />
            </div>
          ))}
        </fieldset>
      </form>
    </search>
  );
}
