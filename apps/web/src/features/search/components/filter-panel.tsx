import type { Facets } from '@setspot/domain/search/production-filters';
import type { SearchFilters } from '@setspot/domain/search/search-filters';
import { searchParamsOf } from '@setspot/domain/search/search-url';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterForm, type FilterValues } from './filter-form';

type FilterPanelProps = {
  filters: SearchFilters;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
  facets?: Facets | undefined;
};

/** The filter panel; on phones it folds away behind a Show/Hide Filters toggle. */
export function FilterPanel({ filters, onApply, onClear, facets }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // On phones the form folds away after Apply or Clear; focus returns to the toggle, not the page top.
  const fold = () => {
    setOpen(false);
    if (toggle.current?.checkVisibility()) toggle.current.focus();
  };
  const formId = useId();
  const headingId = useId();
  const { types, priceRange, minSize, from, to, instantBook, production, place } = filters;
  // A new URL (back button, a type tab, Clear) starts the form over from what is in effect.
  const applied = JSON.stringify(searchParamsOf({ ...filters, q: '', sort: 'recommended', page: 1 }));
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold max-sm:sr-only">
          Filters
        </h2>
        <Button
          ref={toggle}
          variant="outline"
          className="w-full sm:hidden"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? 'Hide Filters' : 'Show Filters'}
        </Button>
      </div>
      <FilterForm
        key={applied}
        id={formId}
        initial={{ types, priceRange, minSize, from, to, instantBook, production, place }}
        facets={facets}
        className={open ? undefined : 'max-sm:hidden'}
        onApply={(values) => {
          onApply(values);
          fold();
        }}
        onClear={() => {
          onClear();
          fold();
        }}
      />
    </section>
  );
}
