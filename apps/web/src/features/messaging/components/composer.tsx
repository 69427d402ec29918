import { MAX_MESSAGE_LENGTH } from '@setspot/domain/messages/message-limits';
import { MESSAGE_TOO_LONG } from '@setspot/domain/messages/messaging-texts';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';

type ComposerProps = {
  /** Sends the trimmed text; resolves true when it was sent (the field is then cleared). */
  onSend: (content: string) => Promise<boolean>;
  sending: boolean;
};

/** Spec: 'Type your message...'; Enter sends, Shift+Enter adds a line; Send is disabled on empty text. */
export function Composer({ onSend, sending }: ComposerProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_MESSAGE_LENGTH;
  const canSend = trimmed.length > 0 && !tooLong && !sending;

  const send = async () => {
    if (!canSend) return;
    if (await onSend(trimmed)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="grid gap-1 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Message"
          placeholder="Type your message..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'composer-error' : undefined}
          className="min-h-11 resize-none"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {tooLong ? (
        <p id="composer-error" className="text-sm text-destructive">
          {MESSAGE_TOO_LONG}
        </p>
      ) : null}
    </form>
  );
}
