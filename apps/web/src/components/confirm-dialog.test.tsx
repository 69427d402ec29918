import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

function RemovePrompt({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Remove</Button>}
      title="Remove this item?"
      description="It cannot be brought back."
      cancelLabel="Keep it"
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={false}
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}

// The prompt's code arrives apart from its trigger (ADR 0030): the trigger still says it opens a
// dialog, the prompt opens on the first click, and focus comes back to the trigger when it closes.
describe('ConfirmDialog', () => {
  it('opens from its trigger and gives focus back to it on Cancel', async () => {
    const user = userEvent.setup();
    render(<RemovePrompt onConfirm={() => undefined} />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    expect(dialog).toHaveTextContent('It cannot be brought back.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('confirms once and closes when the caller says so', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemovePrompt onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });
});
