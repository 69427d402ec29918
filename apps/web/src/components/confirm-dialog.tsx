import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { Button, type ButtonVariant } from './ui/button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** More of the prompt, between the description and the buttons. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** While the server works on the answer the dialog stays open and its buttons wait. */
  busy: boolean;
  confirmDisabled?: boolean;
  /**
   * With a field to fill in (a reason), the prompt is a form: confirming submits it, so the field's
   * own checks run first, and the dialog stays open until the caller closes it.
   */
  asForm?: boolean;
  /** The confirm button of a form prompt: destructive unless the step is harmless (a password change). */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
};

/** A prompt that asks before a step that cannot be undone; it closes when the caller says so. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, busy } = props;
  const confirmText = busy ? props.busyLabel : props.confirmLabel;
  const disabled = busy || props.confirmDisabled;
  const body = (
    <>
      <AlertDialogTitle>{props.title}</AlertDialogTitle>
      <AlertDialogDescription asChild>
        <div className="grid gap-2">{props.description}</div>
      </AlertDialogDescription>
      {props.children}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>{props.cancelLabel}</AlertDialogCancel>
        {props.asForm ? (
          // A plain submit button, not AlertDialog.Action: the dialog closes once the server agrees.
          <Button type="submit" variant={props.confirmVariant ?? 'destructive'} disabled={disabled}>
            {confirmText}
          </Button>
        ) : (
          <AlertDialogAction
            disabled={disabled}
            onClick={(event) => {
              event.preventDefault();
              props.onConfirm();
            }}
          >
            {confirmText}
          </AlertDialogAction>
        )}
      </AlertDialogFooter>
    </>
  );
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        {props.asForm ? (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              props.onConfirm();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
