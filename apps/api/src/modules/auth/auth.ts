import { signupSchema } from '@setspot/domain/auth/auth-schemas';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authDatabase } from './auth.repository.ts';
import { confirmationEmail } from './confirmation-email.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordWeaknesses } from './password-strength.ts';

/** Set by our Fastify bridge from the socket address, never taken from the client. */
export const CLIENT_IP_HEADER = 'x-setspot-client-ip';

export function createAuth(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  const { windowSeconds, max } = config.authRateLimit;
  return betterAuth({
    appName: 'SetSpot',
    // Expected refusals (wrong password, unknown user) are answers, not server problems.
    logger: { level: 'error', disabled: config.logLevel === 'silent' },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: authDatabase(db),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationEmail({ to: user.email, name: user.name, url }));
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        userType: { type: 'string', required: true, input: true },
      },
    },
    // On in every environment, counted in the database so limits hold across instances (DESIGN 9).
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: windowSeconds,
      max: max * 10,
      customRules: {
        '/sign-in/email': { window: windowSeconds, max },
        '/sign-up/email': { window: windowSeconds, max },
        '/send-verification-email': { window: windowSeconds, max },
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') return checkSignUp(ctx.body);
        if (ctx.path === '/change-password' || ctx.path === '/reset-password') {
          const body = (ctx.body ?? {}) as { newPassword?: unknown };
          const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
          const email = ctx.context.session?.user.email;
          refuseWeakPassword(newPassword, email ? [email, 'setspot'] : ['setspot']);
          // A changed password ends every other session: whoever knew the old one is signed out.
          if (ctx.path === '/change-password') {
            return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
          }
        }
      }),
    },
  });
}

function checkSignUp(rawBody: unknown) {
  const parsed = signupSchema.safeParse(rawBody);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid sign-up details';
    throw new APIError('BAD_REQUEST', { code: 'INVALID_SIGNUP', message });
  }
  const { email, firstName, lastName, password } = parsed.data;
  refuseWeakPassword(password, [email, firstName, lastName, 'setspot']);
  // Keep the display name in step with the first and last name the person typed.
  return { context: { body: { ...(rawBody as object), name: `${firstName} ${lastName}` } } };
}

/** The same strength rules wherever a password is set (sign-up, change, reset), with reasons. */
function refuseWeakPassword(password: string, userInputs: string[]) {
  const reasons = passwordWeaknesses(password, userInputs);
  if (reasons.length > 0) {
    throw new APIError('BAD_REQUEST', {
      code: 'WEAK_PASSWORD',
      message: `Password is too weak: ${reasons.join(' ')}`,
      reasons,
    });
  }
}

export type Auth = ReturnType<typeof createAuth>;
