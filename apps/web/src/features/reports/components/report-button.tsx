import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@setspot/domain/admin/report-reasons';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useCreateReport } from '../api/create-report';

const CHOOSE_A_REASON = 'Please choose a reason';

type ReportButtonProps = {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, for the dialog's title: 'this listing', 'this review'. */
  what: string;
  /** The button's text ('Report owner'); 'icon' draws the flag alone, named 'Report {what}'. */
  label?: string | 'icon';
};

/** 'Report': flag something to SetSpot with a reason and details; operators see it in their queue. */
export function ReportButton({ targetType, targetId, what, label = 'Report' }: ReportButtonProps) {
  const id = useId();
  const report = useCreateReport();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason(undefined);
      setDetails('');
      setError(undefined);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      trigger={
        label === 'icon' ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7 text-muted-foreground"
            aria-label={`Report ${what}`}
          >
            <Flag aria-hidden="true" className="size-3.5" />
          </Button>
        ) : (
          <Button variant="ghost" size="sm" className="w-fit text-muted-foreground">
            <Flag aria-hidden="true" />
            {label}
          </Button>
        )
      }
      title={`Report ${what}`}
      description="Tell us what is wrong. Our team looks at every report; what you write is not shown to the person you report."
      cancelLabel="Cancel"
      confirmLabel="Send report"
      busyLabel="Sending..."
      busy={report.isPending}
      asForm
      confirmVariant="default"
      onConfirm={() => {
        if (!reason) {
          setError(CHOOSE_A_REASON);
          return;
        }
        const trimmed = details.trim();
        report.mutate(
          { targetType, targetId, reason, ...(trimmed ? { details: trimmed } : {}) },
          { onSuccess: () => change(false) },
        );
      }}
    >
      <div className="grid gap-3">
        <span id={`${id}-reason`} className="text-sm font-medium">
          Reason
        </span>
        <RadioGroup
          aria-labelledby={`${id}-reason`}
          aria-describedby={error ? `${id}-error` : undefined}
          value={reason}
          onValueChange={(next) => {
            setReason(next as ReportReason);
            setError(undefined);
          }}
          disabled={report.isPending}
        >
          {REPORT_REASONS.map((value) => (
            <div key={value} className="flex items-center gap-3">
              <RadioGroupItem id={`${id}-${value}`} value={value} />
              <label htmlFor={`${id}-${value}`} className="text-sm leading-none">
                {REPORT_REASON_LABELS[value]}
              </label>
            </div>
          ))}
        </RadioGroup>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <TextareaField
        label="Details"
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        maxLength={2000}
        rows={3}
        disabled={report.isPending}
      />
    </ConfirmDialog>
  );
}
