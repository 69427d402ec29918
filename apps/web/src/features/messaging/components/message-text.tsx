import { messageParts } from '@setspot/domain/messages/message-links';

/** Message text as text (never HTML); http(s) addresses become links that open safely elsewhere. */
export function MessageText({ content }: { content: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {messageParts(content).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never reorder.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never reorder.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
