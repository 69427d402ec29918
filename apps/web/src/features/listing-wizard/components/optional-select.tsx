import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Field } from './field';

// A Radix select item cannot have an empty value, so "not specified" has a stand-in of its own.
const NONE = '__none__';

type OptionalSelectProps<T extends string> = {
  label: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
};

/** A select whose answer may be left out ('Not specified' is stored as nothing). */
export function OptionalSelect<T extends string>({
  label,
  options,
  value,
  onChange,
}: OptionalSelectProps<T>) {
  return (
    <Field label={label}>
      {({ id }) => (
        <Select
          value={value === '' ? NONE : value}
          onValueChange={(next) => onChange(next === NONE ? '' : (next as T))}
        >
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>Not specified</SelectItem>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
