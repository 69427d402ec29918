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
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${paths.search}?${new URLSearchParams({ q })}` : paths.search);
  };
  return (
    <search className="max-w-xl">
      {/* action: before the app has taken a server-drawn page over, the browser submits it itself. */}
      <form action={paths.search} onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Search by city, state, or location name
        </label>
        <Input
          id={id}
          name="q"
          type="search"
          placeholder="Search by city, state, or location name"
          className="h-12 bg-surface"
        />
        <button
          type="submit"
          className={buttonClasses({ size: 'lg', variant: 'outline' })}
          aria-label="Search"
        >
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </button>
      </form>
    </search>
  );
}
