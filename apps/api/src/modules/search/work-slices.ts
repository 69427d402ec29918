// How long one slice of queued work may hold the event loop before I/O gets its turn.
const SLICE_MS = 2;

type Job = () => void;

/**
 * Runs CPU-bound jobs a slice at a time, first come first served, with a turn of the event loop
 * between slices. A search's index work runs here rather than in the socket callback that read its
 * request: under load the callbacks of one turn used to run 32 searches back to back, and a card
 * query's answer, ready after a millisecond, waited for all of them and for the next turn's
 * (the questions that needed a card query took two turns, the others one).
 */
export function createWorkSlices(sliceMs = SLICE_MS) {
  const queue: Job[] = [];
  let scheduled = false;

  function runSlice() {
    scheduled = false;
    const until = performance.now() + sliceMs;
    let job = queue.shift();
    while (job) {
      job();
      if (performance.now() >= until) break;
      job = queue.shift();
    }
    if (queue.length > 0 && !scheduled) {
      scheduled = true;
      setImmediate(runSlice);
    }
  }

  /** Runs `work` in a later slice; resolves with what it returns. */
  return function inSlice<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      });
      if (!scheduled) {
        scheduled = true;
        setImmediate(runSlice);
      }
    });
  };
}
