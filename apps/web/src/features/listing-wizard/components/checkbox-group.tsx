import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

type CheckboxGroupProps = {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
};

/**
 * One checkbox per option of product section 5. Values a listing already has that are not among the
 * options (older listings) are shown too, so saving never drops them silently.
 */
export function CheckboxGroup({ legend, options, value, onChange }: CheckboxGroupProps) {
  const baseId = useId();
  const all = [...options, ...value.filter((item) => !options.includes(item))];
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(all.filter((item) => chosen.has(item)));
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {all.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(option)}
                onCheckedChange={(checked) => toggle(option, checked === true)}
              />
              <Label htmlFor={id} className="cursor-pointer font-normal leading-snug">
                {option}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
