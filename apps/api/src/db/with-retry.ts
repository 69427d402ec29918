import { sqlState } from './sql-state.ts';

/**
 * SQLSTATEs that mean "this attempt lost a race, the same work tried again may well succeed":
 * 40P01 deadlock_detected (PostgreSQL failed one of two waiting statements) and 40001
 * serialization_failure.
 */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `attempt` up to `attempts` times: again when it fails with a retryable SQLSTATE, and again when
 * `again` says its answer asks for it (the database changed under a decision, for instance). The last
 * attempt's error is thrown and its answer returned as they are. One loop for every reason, so
 * reasons never multiply into nested loops.
 */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: { attempts: number; again?: (answer: T) => boolean },
): Promise<T> {
  for (let n = 1; ; n++) {
    let answer: T;
    try {
      answer = await attempt(n);
    } catch (error) {
      if (n >= options.attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      continue;
    }
    if (n >= options.attempts || !options.again?.(answer)) return answer;
  }
}
