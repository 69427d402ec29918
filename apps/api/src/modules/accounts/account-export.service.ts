import type { AppDeps } from '../../app-deps.ts';
import { EXPORT_SECTIONS, exportPage, findAccount } from './export.repository.ts';

const PAGE_SIZE = 200;

/**
 * The caller's data as one JSON document, produced piece by piece ("Download my data"):
 * each section is read a page at a time and each row written as it comes, so memory holds one page
 * whatever the size of the account. Concatenated, the pieces are valid JSON.
 */
export async function* exportAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  pageSize = PAGE_SIZE,
): AsyncGenerator<string> {
  const account = await findAccount(deps.db, userId);
  yield `{"exportedAt":${JSON.stringify(deps.clock.now())},"account":${JSON.stringify(account)}`;
  for (const section of EXPORT_SECTIONS) {
    yield `,${JSON.stringify(section)}:[`;
    let afterId: string | null = null;
    let first = true;
    for (;;) {
      const rows = await exportPage(deps.db, section, userId, afterId, pageSize);
      for (const row of rows) {
        yield `${first ? '' : ','}${JSON.stringify(row)}`;
        first = false;
      }
      if (rows.length < pageSize) break;
      afterId = rows[rows.length - 1]?.id ?? null;
    }
    yield ']';
  }
  yield '}\n';
}
