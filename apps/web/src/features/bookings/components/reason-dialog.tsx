import { type ReactNode, useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

type ReasonDialogProps = {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  /** Shown when the reason is left empty (the server refuses an empty one with the same words). */
  requiredMessage: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: (reason: string, close: () => void) => void;
};

/** A confirm prompt that needs a written reason: the owner's reject and cancel. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { trigger, title, description, reasonLabel, requiredMessage, confirmLabel, busyLabel, busy } = props;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const errorId = useId();
  const change = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setReason('');
      setError(undefined);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = reason.trim();
            if (!trimmed) {
              setError(requiredMessage);
              return;
            }
            setError(undefined);
            props.onConfirm(trimmed, () => change(false));
          }}
        >
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </AlertDialogDescription>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{reasonLabel}</Label>
            <Textarea
              id={fieldId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={1000}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={busy}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Go back</AlertDialogCancel>
            {/* A plain submit button, not AlertDialog.Action: the dialog closes once the server agrees. */}
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
