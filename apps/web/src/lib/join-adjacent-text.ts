import { Fragment, options } from 'preact';

// In a server-drawn page, JSX such as `{index + 1}.` is one text node ("1."): HTML has no boundary
// between adjacent texts. Preact (ADR 0026) expects two nodes when it takes the page over, adopts
// the first as it is and adds the second again ("1.."). React's renderer wrote `<!-- -->` between
// them; preact-render-to-string does not. Joining an element's adjacent strings and numbers into
// one before Preact sees them gives the browser the single text node the HTML has.

type Child = unknown;

const isText = (child: Child): child is string | number =>
  typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint';
// What renders nothing, so texts either side of it are adjacent in the page.
const isHole = (child: Child) => child === null || child === undefined || typeof child === 'boolean';

/** The same children with each run of adjacent texts as one string; the same array when there is none. */
export function joinTexts(children: readonly Child[]): readonly Child[] {
  const out: Child[] = [];
  let changed = false;
  let text: string | null = null;
  for (const child of children) {
    if (isText(child)) {
      if (text !== null) changed = true;
      text = (text ?? '') + String(child);
    } else if (isHole(child) && text !== null) {
      // Dropped: it draws nothing, and the texts either side of it are one node in the HTML.
      changed = true;
    } else {
      if (text !== null) out.push(text);
      text = null;
      const inner = Array.isArray(child) ? joinTexts(child) : child;
      if (inner !== child) changed = true;
      out.push(inner);
    }
  }
  if (text !== null) out.push(text);
  return changed ? out : children;
}

/** Installs the joining for every element and fragment Preact creates; once, before the first render. */
export function joinAdjacentTexts(): void {
  const next = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string' || vnode.type === Fragment) {
      const props = vnode.props as { children?: Child };
      if (Array.isArray(props.children)) props.children = joinTexts(props.children);
    }
    next?.(vnode);
  };
}
