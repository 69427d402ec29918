import type { ComponentProps } from 'react';
import { Field } from './field';
import { Input } from './input';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Validation or server message; linked to the input so screen readers read it with the label. */
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input with its hint and error wired up through aria-describedby. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
