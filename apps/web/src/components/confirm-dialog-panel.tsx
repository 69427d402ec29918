import type { RefObject } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-props';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';

type PanelProps = Omit<ConfirmDialogProps, 'trigger'> & {
  contentId: string;
  /** The trigger lives outside this panel (confirm-dialog.tsx): focus goes back to it on closing. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The open prompt of a ConfirmDialog, with Radix's focus trap and scroll lock: loaded apart. */
export function ConfirmDialogPanel(props: PanelProps) {
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
      <AlertDialogContent
        id={props.contentId}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          props.returnFocusTo.current?.focus();
        }}
      >
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
