import { createHash } from 'node:crypto';
import { errorBody } from '@setspot/domain/common/error-body';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { tooManyRequests } from '../../http/rate-limit.ts';

const SEND_RESET_LINK = 'auth.send-reset-link';

/** Better Auth's answer, the same whether or not the address has an account. */
const ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const requestSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
  redirectTo: z.string().max(2000).optional(),
});
const payloadSchema = z.object({ email: z.string(), redirectTo: z.string().optional() });

/**
 * The reset link is looked up, stored and mailed by a background job, after the answer: answering
 * a known address used to take measurably longer than an unknown one (the token stored and the email
 * sent in the request), which told anyone whether an address has an account. Now both do the same
 * work in the request: one job queued, keyed by the address, so a burst of requests for one address
 * sends one email. The link arrives a few seconds later.
 */
export function definePasswordResetJobs(deps: Pick<AppDeps, 'jobs' | 'auth'>) {
  deps.jobs.define(
    SEND_RESET_LINK,
    async (job) => {
      const body = payloadSchema.parse(job.payload);
      // Better Auth makes and stores the one-use token and calls sendResetPassword (auth.ts), or, for
      // an unknown address, does nothing.
      await deps.auth.api.requestPasswordReset({ body });
    },
    { maxAttempts: 5 },
  );
}

/** POST /api/auth/request-password-reset: checks the request, queues the work, answers. */
export async function answerPasswordResetRequest(
  deps: Pick<AppDeps, 'auth' | 'config' | 'db' | 'jobs' | 'rateLimiter'>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { windowSeconds, max } = deps.config.authRateLimit;
  const limit = { name: 'password-reset:address', max, windowSeconds, counting: 'exact' } as const;
  const counted = await deps.rateLimiter.hit(limit, request.ip);
  if (counted.refused) return tooManyRequests(reply, counted.retryAfterSeconds);
  const parsed = requestSchema.safeParse(request.body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid request';
    return reply.status(400).send(errorBody('VALIDATION_ERROR', message));
  }
  const { email, redirectTo } = parsed.data;
  // Checked here, as Better Auth would in the request: the job calls it without one.
  if (redirectTo && !(await deps.auth.$context).isTrustedOrigin(redirectTo, { allowRelativePaths: true })) {
    return reply.status(403).send(errorBody('FORBIDDEN', 'Invalid redirect URL'));
  }
  const normalised = email.trim().toLowerCase();
  await deps.jobs.enqueue(
    deps.db,
    SEND_RESET_LINK,
    { email: normalised, ...(redirectTo ? { redirectTo } : {}) },
    {
      key: `${SEND_RESET_LINK}:${createHash('sha256').update(normalised).digest('base64url')}`,
      // Later by a random half second to 2.5 s: the work of a known address, done in this process,
      // must not slow the asker's next request either, which would tell the same thing.
      runAt: new Date(Date.now() + 500 + Math.random() * 2000),
    },
  );
  return reply.send(ANSWER);
}
