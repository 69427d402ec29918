import type { ComponentProps } from 'react';
import { Field } from './field';
import { Textarea } from './textarea';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Classes of the textarea itself; className goes to the field around it, as with TextField. */
  textareaClassName?: string;
};

/** A labelled textarea with its hint and error wired up through aria-describedby. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  textareaClassName,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea {...control} className={textareaClassName} {...textareaProps} />}
    </Field>
  );
}
