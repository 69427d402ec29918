import { useState } from 'react';

/**
 * The open state of a dialog that holds a form: however it closes (Cancel, Escape, a success), the
 * form is emptied, so the next opening starts clean and no password stays in memory.
 */
export function useFormDialog(reset: () => void) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  return { open, onOpenChange, close: () => onOpenChange(false) };
}
