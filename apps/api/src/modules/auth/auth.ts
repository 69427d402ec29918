import { signupSchema } from '@setspot/domain/auth/auth-schemas';
import { betterAuth, type GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authDatabase } from './auth.repository.ts';
import { confirmationEmail } from './confirmation-email.ts';
import {
  changeEmailEmail,
  passwordChangedEmail,
  RESET_LINK_LIFETIME_SECONDS,
  resetPasswordEmail,
} from './password-emails.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordWeaknesses } from './password-strength.ts';
import type { SessionEnds } from './session-ends.ts';
import { refuseSuspendedAccount } from './suspended-accounts.ts';

/** Set by our Fastify bridge from the socket address, never taken from the client. */
export const CLIENT_IP_HEADER = 'x-setspot-client-ip';

/**
 * How long a session read from its signed cookie is trusted without the database (ADR 0019). An
 * ended session is refused at once all the same: every instance hears of it (ADR 0031).
 */
export const SESSION_COOKIE_CACHE_SECONDS = 60;

export function createBetterAuth(deps: { db: Db; config: Config; mailer: Mailer; sessionEnds: SessionEnds }) {
  const { db, config, mailer, sessionEnds } = deps;
  // A password that changed is worth telling about, but the change stands if the mail fails (logged).
  const tellPasswordChanged = (user: { email: string; name: string }) =>
    mailer
      .send(
        passwordChangedEmail({
          to: user.email,
          name: user.name,
          loginUrl: `${config.publicUrl}/login`,
          forgotUrl: `${config.publicUrl}/forgot-password`,
        }),
      )
      .catch(() => undefined);
  const betterAuthInstance = betterAuth({
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
      // The link is stored as a verification row, consumed on use: it works once, within the hour.
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail({ to: user.email, name: user.name, url }));
      },
      onPasswordReset: async ({ user }) => tellPasswordChanged(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        // Better Auth sends a verified user this only to confirm a new address (change-email): an
        // already verified account cannot ask for a sign-up confirmation again.
        const email = user.emailVerified ? changeEmailEmail : confirmationEmail;
        await mailer.send(email({ to: user.email, name: user.name, url }));
      },
    },
    session: { cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS } },
    databaseHooks: {
      user: {
        create: {
          // Better Auth takes an `image` URL at sign-up and would store any text (a `javascript:`
          // URL, a megabyte) and copy it into every session cookie. SetSpot's avatar has its own
          // upload, checked by content (profiles), so whatever a sign-up sends here is dropped.
          before: async (user) => ({ data: { ...user, image: null } }),
        },
      },
      session: {
        // A suspended account gets no session, however it signs in (ADR 0038).
        create: { before: async (session) => refuseSuspendedAccount(db, session.userId) },
        delete: {
          // Every way Better Auth ends a session (sign-out, the other sessions at a password change,
          // all of them at a reset) runs this after its commit and before answering: the ended session
          // is refused at once here and, through NOTIFY, on every instance (ADR 0031).
          after: async (session, context) => {
            await sessionEnds.announce({ userId: session.userId, sessionId: session.id });
            if (context && turnsTwoFactorOn(context, session.id))
              await endOtherSessions(context, session.userId);
          },
        },
      },
    },
    user: {
      // The new address must confirm: the account keeps its old one until the link in the mail to the
      // new one is opened (no updateEmailWithoutVerification).
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        userType: { type: 'string', required: true, input: true },
      },
    },
    // Off: the API's one rate limiter counts every auth endpoint per address (auth-limits.ts), and
    // failed sign-ins per account and address (sign-in-limits.ts), so limits hold across instances.
    rateLimit: { enabled: false },
    // TOTP two-factor sign-in (ADR 0049): any account may turn it on; operators must in production
    // (modules/admin/admin-guard.ts). A sign-in with it on answers `twoFactorRedirect` and the
    // session is made only by /two-factor/verify-totp (or a backup code).
    plugins: [twoFactor({ issuer: 'SetSpot' })],
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
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || ctx.context.returned instanceof APIError) return;
        const user = ctx.context.session?.user;
        if (user) await tellPasswordChanged(user);
      }),
    },
  });
  // Sessions are read from Better Auth's cookie cache, asking sessionEnds whether they ended.
  return Object.assign(betterAuthInstance, { sessionEnds });
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

/**
 * Turning two-factor sign-in on: the first code (/two-factor/verify-totp, signed in) makes a new
 * session and deletes the one that asked. Signing in with a code deletes none.
 */
function turnsTwoFactorOn(context: GenericEndpointContext, deletedSessionId: string): boolean {
  return (
    context.path === '/two-factor/verify-totp' && context.context.session?.session.id === deletedSessionId
  );
}

/**
 * Ends every session of the account but the one just made. The others were opened with the password
 * alone: a session taken with a stolen password must not outlive the second factor (an operator's
 * above all, whose guard trusts the account's flag). Each ends through Better Auth, so each is
 * announced to every instance like any other ended session.
 */
async function endOtherSessions(context: GenericEndpointContext, userId: string): Promise<void> {
  const kept = context.context.newSession?.session.id;
  const sessions = await context.context.internalAdapter.listSessions(userId);
  for (const other of sessions) {
    if (other.id !== kept) await context.context.internalAdapter.deleteSession(other.token);
  }
}

/** Better Auth with the ended sessions it announces: what reads a session needs. */
export type BetterAuthWithEnds = ReturnType<typeof createBetterAuth>;
