import { type ReactNode, Suspense } from 'react';
import { nextTask } from '../lib/when-idle';

// Preact (ADR 0026) takes a server-drawn page over in one task: on a phone, 100 to 200 ms in which
// the page cannot answer a tap (Lighthouse's blocking time, issue 12). A part wrapped in
// <HydrateInTurn> waits for a later task: while its turn has not come it suspends, Preact leaves the
// server's markup on screen as it is, and it takes that part over when the turn comes. Between turns
// the browser handles input and paints. On the server, and for pages drawn in the browser, nothing
// is waiting and the parts render at once.

let turns: { done: boolean; promise: Promise<void> }[] = [];

/**
 * The turns, in order: the top bar, the page, two later parts of a page, the footer. A page marks its
 * later parts with `turn={HYDRATION_TURN.pageRest}` or `.pageLast`.
 */
export const HYDRATION_TURN = { topBar: 0, page: 1, pageRest: 2, pageLast: 3, footer: 4 } as const;
const HYDRATION_TURNS = 5;

/**
 * Called just before hydration. Each turn comes in a task after the previous one; the returned
 * promise resolves after the last.
 */
export function beginHydrationTurns(): Promise<void> {
  turns = [];
  let previous = Promise.resolve();
  for (let index = 0; index < HYDRATION_TURNS; index++) {
    const turn = { done: false, promise: previous };
    // `done` is set before any waiting part renders again (this callback was registered first).
    turn.promise = previous.then(nextTask).then(() => {
      turn.done = true;
    });
    turns.push(turn);
    previous = turn.promise;
  }
  return previous.then(() => {
    turns = [];
  });
}

type Turn = (typeof HYDRATION_TURN)[keyof typeof HYDRATION_TURN];

function WaitForTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  const waiting = turns[turn];
  if (waiting && !waiting.done) throw waiting.promise;
  // Preact keeps one element of a suspended part's markup (the first): this wrapper is that one
  // element whatever the part draws, and `display: contents` leaves the layout as it was.
  return <div className="contents">{children}</div>;
}

/** Its children are taken over in `turn`'s task, after the page's own first task. */
export function HydrateInTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
