import type { AppDeps } from '../../app-deps.ts';
import type { Subscription } from '../../db/listen.ts';
import { LOCATION_CHANGES_CHANNEL } from '../../db/location-changes.ts';
import { isUuid } from '../../http/ids.ts';
import { loadIndexBatch, loadIndexRows, loadReviewStats } from './search.repository.ts';
import { attachCalendars } from './search-calendars.repository.ts';
import { applyChanges } from './search-changes.ts';
import { SearchIndex } from './search-index.ts';
import { rebuildOrders } from './search-order.ts';

const BATCH = 20_000;
const RETRY_MS = 1000;
const SETTLE_MS = 1000;
const COALESCE_MS = 5;
const COALESCE_LIMIT_MS = 100;

/** Which listings changed: their ids, or 'all' after a bulk change or a lost notification. */
export type ChangedListings = readonly string[] | 'all';

/**
 * The search index of this process, kept in step with the database: loaded once, then every change
 * notification re-reads just the listings named in it (or everything after a bulk change). Each
 * step bumps `version` and tells the listeners, which drop cached answers.
 */
export class LiveSearchIndex {
  index = new SearchIndex();
  version = 0;
  private loaded: Promise<void> | null = null;
  private subscription: Subscription | null = null;
  private readonly pending = new Set<string>();
  private reloadAll = false;
  private draining: Promise<void> | null = null;
  private closed = false;
  private lastNoteAt = 0;
  private readonly listeners = new Set<(changed: ChangedListings) => void>();

  constructor(private readonly deps: Pick<AppDeps, 'database' | 'log'>) {}

  /** Told of every change as it is announced, and again once the index has applied it. */
  onChange(listener: (changed: ChangedListings) => void): void {
    this.listeners.add(listener);
  }

  /** Live listings' ids in the recommended order (the default sort). */
  idsByRecommendation(): string[] {
    const { index } = this;
    return Array.from(index.orders.recommended.subarray(0, index.liveCount), (row) => index.ids[row]!);
  }

  /** Subscribes first, then loads, so no change between the two is missed. */
  async start(): Promise<void> {
    // Announced by the triggers of migration 0003 on every change to a listing, its photos or
    // reviews, and by announceLocationChange on every booking SetSpot writes.
    this.subscription = await this.deps.database.listen(LOCATION_CHANGES_CHANNEL, {
      onNotification: (payload) => this.noteChange(payload),
      onGap: () => this.noteChange('*'),
    });
    void this.ready().catch(() => {});
  }

  /** Resolves once the index holds every listing; the first call starts the load. */
  ready(): Promise<void> {
    this.loaded ??= this.rebuild().catch((error: unknown) => {
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  /**
   * Waits (up to a second) for changes already announced to be applied, so a search made after a
   * write this process has heard of reflects it.
   */
  async settled(): Promise<void> {
    const draining = this.draining;
    if (!draining) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SETTLE_MS);
    });
    await Promise.race([draining, timeout]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.subscription?.close();
    await Promise.allSettled([this.loaded, this.draining]);
  }

  /** '*' or comma-separated listing ids. Answers cached before now are dropped at once. */
  noteChange(payload: string): void {
    this.lastNoteAt = performance.now();
    if (payload === '*') {
      this.reloadAll = true;
      this.bump('all');
    } else {
      const ids = payload
        .split(',')
        .filter(isUuid)
        .map((id) => id.toLowerCase());
      for (const id of ids) this.pending.add(id);
      this.bump(ids);
    }
    if (this.loaded) this.drain();
  }

  private bump(changed: ChangedListings) {
    this.version++;
    for (const listener of this.listeners) listener(changed);
  }

  private drain(): void {
    if (this.draining || this.closed) return;
    this.draining = this.applyPending()
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'Search index: applying changes failed; reloading');
        this.reloadAll = true;
        setTimeout(() => this.drain(), RETRY_MS).unref();
      })
      .finally(() => {
        this.draining = null;
        if (!this.closed && (this.pending.size > 0 || this.reloadAll)) this.drain();
      });
  }

  private async applyPending(): Promise<void> {
    await this.loaded;
    while (!this.closed && (this.reloadAll || this.pending.size > 0)) {
      if (this.reloadAll) {
        this.reloadAll = false;
        this.pending.clear();
        await this.rebuild();
        this.bump('all');
      } else {
        await this.quietSpell();
        const ids = [...this.pending];
        this.pending.clear();
        const rows = await loadIndexRows(this.deps.database.db, ids);
        await attachCalendars(this.deps.database.db, rows);
        this.apply(ids, rows);
        this.bump(ids);
      }
    }
  }

  private apply(ids: readonly string[], rows: Awaited<ReturnType<typeof loadIndexRows>>) {
    const present = new Set(rows.map((row) => row.id));
    applyChanges(
      this.index,
      rows,
      ids.filter((id) => !present.has(id)),
    );
  }

  /**
   * A statement that changed thousands of listings sends one notification per 200: wait until they
   * stop arriving (a few milliseconds, bounded) and apply them as one batch.
   */
  private async quietSpell(): Promise<void> {
    const started = performance.now();
    while (
      performance.now() - this.lastNoteAt < COALESCE_MS &&
      performance.now() - started < COALESCE_LIMIT_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
    }
  }

  /** Builds a fresh index beside the one in use and swaps it in when complete. */
  private async rebuild(): Promise<void> {
    const { db } = this.deps.database;
    const started = performance.now();
    const stats = await loadReviewStats(db);
    const fresh = new SearchIndex();
    let after: string | null = null;
    do {
      const batch = await loadIndexBatch(db, after, BATCH, stats);
      await attachCalendars(db, batch.listings);
      for (const listing of batch.listings) fresh.put(listing);
      after = batch.lastId;
    } while (after !== null && !this.closed);
    rebuildOrders(fresh);
    this.index = fresh;
    this.deps.log.info(
      `Search index: ${fresh.liveCount} listings loaded in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
