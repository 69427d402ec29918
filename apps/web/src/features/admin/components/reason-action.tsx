import { REASON_REQUIRED } from '@setspot/domain/admin/admin-texts';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useOperatorAction } from '../api/operator-action';

type ReasonActionProps = {
  /** The button's text, and the dialog's confirm. */
  label: string;
  title: string;
  /** What happens once confirmed, in a sentence or two. */
  consequence: ReactNode;
  path: string;
  done: string;
  variant?: ButtonVariant;
  /** Sent with the reason (e.g. a claim's decision). */
  body?: object;
};

/** An operator action that needs a written reason (kept in the audit log, some of it emailed). */
export function ReasonAction({
  label,
  title,
  consequence,
  path,
  done,
  variant = 'outline',
  body,
}: ReasonActionProps) {
  const action = useOperatorAction(done);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setError(undefined);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant={variant} size="sm">
          {label}
        </Button>
      }
      title={title}
      description={consequence}
      cancelLabel="Go back"
      confirmLabel={label}
      busyLabel="Saving..."
      busy={action.isPending}
      asForm
      confirmVariant={variant === 'destructive' ? 'destructive' : 'default'}
      onConfirm={() => {
        const trimmed = reason.trim();
        if (!trimmed) {
          setError(REASON_REQUIRED);
          return;
        }
        action.mutate({ path, body: { ...body, reason: trimmed } }, { onSuccess: () => change(false) });
      }}
    >
      <TextareaField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
        required
        error={error}
        disabled={action.isPending}
      />
    </ConfirmDialog>
  );
}
