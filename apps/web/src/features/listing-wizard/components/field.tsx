import { type ReactNode, useId } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

type FieldIds = { id: string; describedBy: string | undefined };

type FieldProps = {
  label: string;
  hint?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the id its label points at and the id of its hint. */
  children: (ids: FieldIds) => ReactNode;
};

/** A label, a control of any kind (textarea, select...) and an optional hint, wired for screen readers. */
export function Field({ label, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy: hint ? hintId : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
