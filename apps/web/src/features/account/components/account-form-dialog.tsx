import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import type { useFormDialog } from './use-form-dialog';

type AccountFormDialogProps = {
  dialog: ReturnType<typeof useFormDialog>;
  /** The profile page's button that opens the dialog. */
  icon: LucideIcon;
  label: string;
  /** Deleting the account is the one step that cannot be undone; it looks like it. */
  destructive?: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** The frame of the profile's account dialogs (email, password, deletion): a button, then a form prompt. */
export function AccountFormDialog({
  dialog,
  icon: Icon,
  label,
  destructive,
  ...prompt
}: AccountFormDialogProps) {
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant={destructive ? 'destructive' : 'outline'}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
      title={prompt.title}
      description={prompt.description}
      asForm
      confirmVariant={destructive ? 'destructive' : 'default'}
      cancelLabel="Cancel"
      confirmLabel={prompt.confirmLabel}
      busyLabel={prompt.busyLabel}
      busy={prompt.busy}
      onConfirm={prompt.onSubmit}
    >
      {prompt.children}
    </ConfirmDialog>
  );
}
