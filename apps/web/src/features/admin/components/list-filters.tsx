import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';

export type FilterSelect = { name: string; label: string; options: [value: string, label: string][] };

/** The filters of an admin list, kept in the address (so a filtered page can be shared or reloaded). */
export function useListParams(names: string[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `?${next}`;
  };
  return { values, page, set, hrefFor };
}

type ListFiltersProps = {
  searchLabel?: string;
  query: string;
  selects: FilterSelect[];
  values: Record<string, string>;
  onChange: (changes: Record<string, string>) => void;
};

/** A search box (applied on submit) and selects (applied at once). */
export function ListFilters({ searchLabel, query, selects, values, onChange }: ListFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange({ q: String(data.get('q') ?? '').trim() });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      {searchLabel ? (
        <form onSubmit={submit} className="flex min-w-60 flex-1 items-end gap-2">
          <Field label={searchLabel} className="flex-1">
            {(control) => <Input {...control} name="q" type="search" defaultValue={query} key={query} />}
          </Field>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
      ) : null}
      {selects.map((select) => (
        <FilterSelectField
          key={select.name}
          select={select}
          value={values[select.name] ?? ''}
          onChange={(value) => onChange({ [select.name]: value })}
        />
      ))}
    </div>
  );
}

function FilterSelectField({
  select,
  value,
  onChange,
}: {
  select: FilterSelect;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={select.label} className="w-44">
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All</option>
          {select.options.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
