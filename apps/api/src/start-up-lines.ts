import type { Config } from './config.ts';

/**
 * What the start-up log tells the person running SetSpot: where it runs and, because links in emails
 * are built from PUBLIC_URL whatever address a page was opened at, the address those links will use.
 */
export function startUpLines(
  config: Pick<Config, 'publicUrl' | 'devRoutes'>,
  stats: { startedMs: number; memoryMb: number },
): string[] {
  return [
    `SetSpot is running at ${config.publicUrl} (started in ${stats.startedMs} ms, ${stats.memoryMb} MB)`,
    `Links in emails use ${config.publicUrl} (set PUBLIC_URL to the address people open)`,
    ...(config.devRoutes ? [`Dev mailbox: ${config.publicUrl}/dev/mailbox`] : []),
  ];
}
