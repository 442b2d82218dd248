import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ListingEventKind } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { listingDailyStats, listingDailyVisitors, listingEventMarks, listings } from '../db/schema';
import { dayBefore, phuketDay } from './days';

/** What is counted: the property page's events, and a view of the listing in a presentation. */
export type CountedKind = ListingEventKind | 'presentation';

export interface CountedEvent {
  listingId: number;
  kind: CountedKind;
  /** statsDeviceHash (device.ts), or the presentation's own device hash. */
  device: string;
  at: Date;
}

/** A device's event of a kind on a listing counts again only this long after the last. */
export const COUNT_AGAIN_AFTER_MS = 60 * 60 * 1000;
/** Events held between two writes at most; beyond, new ones are dropped (and logged). */
export const PENDING_MAX = 50_000;
/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Keys of this process's own filter before the older ones are forgotten early (the marks still hold). */
const RECENT_MAX = 200_000;

interface Pending extends CountedEvent {
  /** Failed writes so far: a batch is tried twice, then dropped (a listing deleted meanwhile…). */
  attempts: number;
}

type Column = 'views' | 'galleryOpens' | 'contactChat' | 'contactCall' | 'contactEmail';
const COLUMNS: Record<CountedKind, Column | 'presentationViews'> = {
  view: 'views',
  gallery_open: 'galleryOpens',
  contact_chat: 'contactChat',
  contact_call: 'contactCall',
  contact_email: 'contactEmail',
  presentation: 'presentationViews',
};

type DayCounts = Record<Column | 'presentationViews' | 'visitors', number>;
const emptyCounts = (): DayCounts => ({
  views: 0,
  visitors: 0,
  galleryOpens: 0,
  contactChat: 0,
  contactCall: 0,
  contactEmail: 0,
  presentationViews: 0,
});

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Counts listing events in memory and writes them every few seconds, so a page view costs the
 * request no database write. Each write is one transaction: the marks table keeps a device's
 * repeat within the hour out (across processes and restarts), the visitors table counts each
 * device once a day, and the day's row gets additive upserts, so any number of processes add
 * their counts to the same rows. See docs/listing-statistics.md.
 */
export class ListingEventCounter {
  private pending: Pending[] = [];
  /** This process's own last count per listing, kind and device: the cheap first filter. */
  private readonly recent = new Map<string, number>();
  private running: Promise<void> | null = null;
  private dropped = 0;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Takes one event; false when it is a repeat this process already counted, or no room. */
  record(event: CountedEvent): boolean {
    const key = `${event.listingId}:${event.kind}:${event.device}`;
    const last = this.recent.get(key);
    const at = event.at.getTime();
    if (last !== undefined && at - last < COUNT_AGAIN_AFTER_MS) return false;
    if (this.pending.length >= PENDING_MAX) {
      this.dropped += 1;
      return false;
    }
    if (this.recent.size >= RECENT_MAX) this.forgetBefore(at - COUNT_AGAIN_AFTER_MS);
    this.recent.set(key, at);
    this.pending.push({ ...event, attempts: 0 });
    return true;
  }

  /** Events waiting for the next write. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Writes what is waiting; a write already under way is waited for first. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.pending.length === 0 && !this.sweepDue()) return;
    this.running = this.write().finally(() => {
      this.running = null;
    });
    await this.running;
  }

  private sweepDue(): boolean {
    return this.now().getTime() - this.lastSweep >= SWEEP_EVERY_MS;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'listing events dropped: too many waiting');
      this.dropped = 0;
    }
    try {
      if (batch.length > 0) await this.writeBatch(batch);
    } catch (err) {
      const again = batch.filter((event) => event.attempts < 1);
      this.log.error(
        { err, events: batch.length, retried: again.length },
        'listing events not written',
      );
      this.pending = [...again.map((event) => ({ ...event, attempts: 1 })), ...this.pending];
    }
    if (this.sweepDue()) await this.sweep();
  }

  private async writeBatch(batch: readonly Pending[]): Promise<void> {
    // One event per listing, kind and device: a statement may not update a row twice.
    const unique = new Map<string, Pending>();
    for (const event of batch) {
      const key = `${event.listingId}:${event.kind}:${event.device}`;
      if (!unique.has(key)) unique.set(key, event);
    }
    const events = [...unique.values()];
    const ids = [...new Set(events.map((event) => event.listingId))];
    await this.db.transaction(async (tx) => {
      const known = new Map<number, string>();
      for (const part of chunks(ids)) {
        const rows = await tx
          .select({ id: listings.id, status: listings.status })
          .from(listings)
          .where(inArray(listings.id, part));
        for (const row of rows) known.set(row.id, row.status);
      }
      // The page's events count on published listings only; a presentation shows what it holds.
      const countable = events.filter((event) => {
        const status = known.get(event.listingId);
        return event.kind === 'presentation' ? status !== undefined : status === 'published';
      });
      const counted: { listingId: number; kind: string; deviceHash: string; countedAt: Date }[] =
        [];
      for (const part of chunks(countable)) {
        counted.push(
          ...(await tx
            .insert(listingEventMarks)
            .values(
              part.map((event) => ({
                listingId: event.listingId,
                kind: event.kind,
                deviceHash: event.device,
                countedAt: event.at,
              })),
            )
            .onConflictDoUpdate({
              target: [
                listingEventMarks.listingId,
                listingEventMarks.kind,
                listingEventMarks.deviceHash,
              ],
              set: { countedAt: sql`excluded.counted_at` },
              // Another process (or this one before a restart) counted it within the hour.
              setWhere: sql`${listingEventMarks.countedAt} <= excluded.counted_at - interval '1 hour'`,
            })
            .returning({
              listingId: listingEventMarks.listingId,
              kind: listingEventMarks.kind,
              deviceHash: listingEventMarks.deviceHash,
              countedAt: listingEventMarks.countedAt,
            })),
        );
      }
      const days = new Map<string, { listingId: number; day: string; counts: DayCounts }>();
      const dayOf = (listingId: number, day: string) => {
        const key = `${listingId}:${day}`;
        let entry = days.get(key);
        if (!entry) {
          entry = { listingId, day, counts: emptyCounts() };
          days.set(key, entry);
        }
        return entry.counts;
      };
      for (const row of counted) {
        dayOf(row.listingId, phuketDay(row.countedAt))[COLUMNS[row.kind as CountedKind]] += 1;
      }
      // A device's first view of the day on this listing, whichever process saw it first.
      const viewers = new Map<string, { listingId: number; day: string; deviceHash: string }>();
      for (const row of counted) {
        if (row.kind !== 'view') continue;
        const day = phuketDay(row.countedAt);
        viewers.set(`${row.listingId}:${day}:${row.deviceHash}`, {
          listingId: row.listingId,
          day,
          deviceHash: row.deviceHash,
        });
      }
      for (const part of chunks([...viewers.values()])) {
        const fresh = await tx
          .insert(listingDailyVisitors)
          .values(part)
          .onConflictDoNothing()
          .returning({ listingId: listingDailyVisitors.listingId, day: listingDailyVisitors.day });
        for (const row of fresh) dayOf(row.listingId, row.day).visitors += 1;
      }
      const added = (column: keyof DayCounts, name: string) =>
        sql`${listingDailyStats[column]} + excluded.${sql.raw(name)}`;
      for (const part of chunks([...days.values()])) {
        await tx
          .insert(listingDailyStats)
          .values(part.map(({ listingId, day, counts }) => ({ listingId, day, ...counts })))
          .onConflictDoUpdate({
            target: [listingDailyStats.listingId, listingDailyStats.day],
            set: {
              views: added('views', 'views'),
              visitors: added('visitors', 'visitors'),
              galleryOpens: added('galleryOpens', 'gallery_opens'),
              contactChat: added('contactChat', 'contact_chat'),
              contactCall: added('contactCall', 'contact_call'),
              contactEmail: added('contactEmail', 'contact_email'),
              presentationViews: added('presentationViews', 'presentation_views'),
            },
          });
      }
    });
  }

  private forgetBefore(time: number): void {
    for (const [key, at] of this.recent) if (at < time) this.recent.delete(key);
  }

  /** Marks older than the hour and visitor rows of days before yesterday have done their work. */
  private async sweep(): Promise<void> {
    const now = this.now();
    this.lastSweep = now.getTime();
    const hourAgo = now.getTime() - COUNT_AGAIN_AFTER_MS;
    this.forgetBefore(hourAgo);
    try {
      // Another process may still hold events from before the hour in memory, unwritten: a
      // mark is kept an hour longer than it rules, so their repeats still meet it.
      await this.db
        .delete(listingEventMarks)
        .where(lt(listingEventMarks.countedAt, new Date(hourAgo - COUNT_AGAIN_AFTER_MS)));
      await this.db
        .delete(listingDailyVisitors)
        .where(lt(listingDailyVisitors.day, dayBefore(phuketDay(now))));
    } catch (err) {
      this.log.error({ err }, 'listing statistics sweep failed');
    }
  }
}
