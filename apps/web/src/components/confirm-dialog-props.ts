import type { ReactNode } from 'react';
import type { ButtonVariant } from './ui/button';

/** What a ConfirmDialog asks (confirm-dialog.tsx); its lazily loaded panel shares it. */
export type ConfirmDialogProps = {
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
