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
  onConfirm: () => void;
};

/** A prompt that asks before a step that cannot be undone; it closes when the caller says so. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, busy } = props;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{props.title}</AlertDialogTitle>
        <AlertDialogDescription>{props.description}</AlertDialogDescription>
        {props.children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{props.cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy || props.confirmDisabled}
            onClick={(event) => {
              event.preventDefault();
              props.onConfirm();
            }}
          >
            {busy ? props.busyLabel : props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
