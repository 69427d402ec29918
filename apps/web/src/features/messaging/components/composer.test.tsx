import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Composer } from './composer';

function renderComposer(onSend = vi.fn(async () => true)) {
  const view = renderWithProviders(<Composer onSend={onSend} sending={false} />);
  return {
    ...view,
    onSend,
    field: screen.getByPlaceholderText('Type your message...'),
    send: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('Composer', () => {
  it('keeps Send disabled while the text is empty or blank', async () => {
    const { user, field, send } = renderComposer();
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    await user.type(field, 'Hi');
    expect(send).toBeEnabled();
  });

  it('sends the trimmed text on Enter and clears the field; Shift+Enter adds a line', async () => {
    const { user, field, onSend } = renderComposer();
    await user.type(field, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('  Hello\nthere  ');
    await user.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(field).toHaveValue('');
  });

  it('keeps the text when sending failed', async () => {
    const { user, field } = renderComposer(vi.fn(async () => false));
    await user.type(field, 'Try again{Enter}');
    expect(field).toHaveValue('Try again');
  });

  it('refuses more than 5,000 characters with the reason', async () => {
    const { user, field, send } = renderComposer();
    await user.click(field);
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('Messages can be at most 5,000 characters')).toBeVisible();
    expect(send).toBeDisabled();
  });
});
