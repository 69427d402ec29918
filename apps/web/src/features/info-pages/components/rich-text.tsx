import { Link } from 'react-router';
import type { RichText as RichTextContent } from '../content/types';
import { textLink } from '../styles';

interface RichTextProps {
  content: RichTextContent;
}

/** Renders text with inline router links. */
export function RichText({ content }: RichTextProps) {
  if (typeof content === 'string') return content;
  return content.map((part) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={`${part.to}-${part.label}`} to={part.to} className={textLink}>
        {part.label}
      </Link>
    ),
  );
}
