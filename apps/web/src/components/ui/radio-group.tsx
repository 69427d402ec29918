import { type ComponentProps, createContext, useContext, useId } from 'react';
import { cn } from '../../lib/cn';

// Native radio buttons, drawn as the Radix radio group they replace was: a browser already gives a
// group of same-named radios one tab stop and arrow keys that move the choice, and Radix's group
// (about 7 KB gzipped with its roving focus) kept the sign-up page past its JavaScript budget on
// React (ADR 0030).

type Group = {
  name: string;
  value: string | undefined;
  disabled: boolean;
  onValueChange: ((value: string) => void) | undefined;
};

const GroupContext = createContext<Group | null>(null);

type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  /** The radios' shared name; a generated one when the group is not part of a native form post. */
  name?: string;
};

export function RadioGroup({
  className,
  value,
  onValueChange,
  disabled = false,
  name,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  return (
    <GroupContext value={{ name: name ?? generatedName, value, disabled, onValueChange }}>
      <div role="radiogroup" className={cn('grid gap-3', className)} {...props} />
    </GroupContext>
  );
}

type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name'> & {
  value: string;
};

export function RadioGroupItem({ className, value, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = useContext(GroupContext);
  return (
    <input
      type="radio"
      name={group?.name}
      value={value}
      checked={group?.value === value}
      disabled={disabled || group?.disabled}
      onChange={(event) => {
        onChange?.(event);
        if (event.target.checked) group?.onValueChange?.(value);
      }}
      className={cn(
        'size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-slate-500 bg-surface',
        // The dot: the surface as a 4 px ring inside the border, the rest filled with the accent.
        'checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_4px_var(--color-surface)]',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
