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
    // The Vite dev server (npm run dev -w @setspot/web) proxies to the API from another origin.
    trustedOrigins: config.production ? [config.publicUrl] : [config.publicUrl, 'http://localhost:5173'],
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
        if (ctx.path !== '/sign-up/email') return;
        const parsed = signupSchema.safeParse(ctx.body);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Invalid sign-up details';
          throw new APIError('BAD_REQUEST', { code: 'INVALID_SIGNUP', message });
        }
        const { email, firstName, lastName, password } = parsed.data;
        const reasons = passwordWeaknesses(password, [email, firstName, lastName, 'setspot']);
        if (reasons.length > 0) {
          throw new APIError('BAD_REQUEST', {
            code: 'WEAK_PASSWORD',
            message: `Password is too weak: ${reasons.join(' ')}`,
            reasons,
          });
        }
        // Keep the display name in step with the first and last name the person typed.
        return { context: { body: { ...ctx.body, name: `${firstName} ${lastName}` } } };
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
