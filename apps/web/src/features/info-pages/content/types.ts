/** A link inside running text; `to` is an app path handled by the router. */
interface InlineLink {
  to: string;
  label: string;
}

/** Plain text, or text with inline links: `['Read our ', { to: '/faq', label: 'FAQ' }, '.']`. */
export type RichText = string | readonly (string | InlineLink)[];

export interface InfoSection {
  /** Anchor id, unique on its page. */
  id: string;
  heading: string;
  paragraphs?: readonly RichText[];
  bullets?: readonly RichText[];
  /** Text shown after the bullet list. */
  after?: readonly RichText[];
}

interface FaqItem {
  /** Anchor id, unique on its page: /faq#{id} opens the item. */
  id: string;
  question: string;
  answer: readonly RichText[];
}

export interface FaqGroup {
  heading: string;
  items: readonly FaqItem[];
}
