import { loadConfig } from './config.ts';
import { runAdminCommand } from './modules/admin/admin-command.ts';

// `npm run admin -- grant|revoke someone@example.com` (docs/decisions/0038-operators.md).
try {
  const { code, line } = await runAdminCommand(process.argv.slice(2), loadConfig());
  (code === 0 ? console.log : console.error)(line);
  process.exit(code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
