import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';

type CancelBookingButtonProps = ComponentProps<typeof Button> & { label: string };

/**
 * The filmmaker's and the owner's 'Cancel booking' (a dialog trigger: it passes on what the trigger
 * gives it). The accessible name says which booking, as a list holds many.
 */
export function CancelBookingButton({ label, ...props }: CancelBookingButtonProps) {
  return (
    <Button size="sm" variant="outline" aria-label={`Cancel booking: ${label}`} {...props}>
      Cancel booking
    </Button>
  );
}
