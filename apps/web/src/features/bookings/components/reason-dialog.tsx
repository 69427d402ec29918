import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';

/** The mutation that sends the reason: the owner's reject or cancel. */
type ReasonAction = {
  isPending: boolean;
  mutate: (variables: { id: string; reason: string }, options: { onSuccess: () => void }) => void;
};

type ReasonDialogProps = {
  trigger: ReactNode;
  title: string;
  /** Which booking: who, where and when. */
  summary: string;
  /** What happens to the filmmaker once this is confirmed. */
  consequence: string;
  reasonLabel: string;
  /** Shown when the reason is left empty (the server refuses an empty one with the same words). */
  requiredMessage: string;
  confirmLabel: string;
  busyLabel: string;
  bookingId: string;
  action: ReasonAction;
};

/** A confirm prompt that needs a written reason: the owner's reject and cancel. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { reasonLabel, requiredMessage, bookingId, action } = props;
  const busy = action.isPending;
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
      trigger={props.trigger}
      title={props.title}
      description={
        <>
          <span>{props.summary}</span>
          <span>{props.consequence}</span>
        </>
      }
      cancelLabel="Go back"
      confirmLabel={props.confirmLabel}
      busyLabel={props.busyLabel}
      busy={busy}
      asForm
      onConfirm={() => {
        const trimmed = reason.trim();
        if (!trimmed) {
          setError(requiredMessage);
          return;
        }
        setError(undefined);
        action.mutate({ id: bookingId, reason: trimmed }, { onSuccess: () => change(false) });
      }}
    >
      <TextareaField
        label={reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
        required
        error={error}
        disabled={busy}
      />
    </ConfirmDialog>
  );
}
