import { Slot } from 'radix-ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { whenIdle } from '../lib/when-idle';
import type { ConfirmDialogProps } from './confirm-dialog-props';

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
