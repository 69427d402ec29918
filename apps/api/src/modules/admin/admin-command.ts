import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { findUserIdByEmail, grantRole, revokeRole } from './operators.repository.ts';

const USAGE = 'Usage: npm run admin -- grant|revoke someone@example.com';

/**
 * `npm run admin -- grant|revoke EMAIL` (docs/decisions/0038-operators.md): the one way to make or
 * unmake an operator, run on the server against the configured database. No route can grant the
 * role. The account must exist (signed up) first. Answers the exit code and the line to print.
 */
export async function runAdminCommand(
  args: string[],
  config: Pick<Config, 'database'>,
): Promise<{ code: number; line: string }> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) return { code: 2, line: USAGE };
  const database = await openDatabase(config.database);
  try {
    const userId = await findUserIdByEmail(database.db, email);
    if (!userId) return { code: 1, line: `No account with the email ${email}: sign up first.` };
    if (command === 'grant') {
      const granted = await grantRole(database.db, userId, 'cli');
      return {
        code: 0,
        line: granted ? `${email} is now an operator.` : `${email} was already an operator.`,
      };
    }
    const revoked = await revokeRole(database.db, userId);
    return {
      code: 0,
      line: revoked ? `${email} is no longer an operator.` : `${email} was not an operator.`,
    };
  } finally {
    await database.close();
  }
}
