/**
 * Product section 5: rules, filming restrictions and equipment are typed one per line; blank lines are
 * dropped. Lines are trimmed so stray spaces never become separate or different entries.
 */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The textarea form of a stored list, for the edit form. */
export function joinLines(items: readonly string[]): string {
  return items.join('\n');
}
