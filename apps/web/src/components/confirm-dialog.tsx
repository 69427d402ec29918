import { Slot } from 'radix-ui';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { whenIdle } from '../lib/when-idle';
import type { ButtonVariant } from './ui/button';

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

// Radix's dialog with its focus trap and scroll lock is about 12 KB gzipped, on pages (the bookings
// lists, the dashboards) that show it only when asked: it is fetched once the browser is idle, or on
// the first click if that comes sooner, and keeps the pages within their JavaScript budget (ADR 0030).
const loadPanel = () => import('./confirm-dialog-panel');
const ConfirmDialogPanel = lazy(() => loadPanel().then((module) => ({ default: module.ConfirmDialogPanel })));
let preloaded = false;
const preloadPanel = () => {
  if (preloaded) return;
  preloaded = true;
  whenIdle(() => void loadPanel().catch(() => undefined));
};

/** A prompt that asks before a step that cannot be undone; it closes when the caller says so. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const trigger = useRef<HTMLElement>(null);
  const contentId = useId();
  useEffect(preloadPanel, []);
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        aria-controls={props.open ? contentId : undefined}
        data-state={props.open ? 'open' : 'closed'}
        onClick={() => props.onOpenChange(true)}
      >
        {props.trigger}
      </Slot.Root>
      {props.open ? (
        <Suspense fallback={null}>
          <ConfirmDialogPanel {...props} contentId={contentId} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
