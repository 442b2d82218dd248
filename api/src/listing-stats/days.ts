import { LISTING_STATS_UTC_OFFSET_HOURS } from '@phuket/shared/contract';

const DAY_MS = 86_400_000;
const OFFSET_MS = LISTING_STATS_UTC_OFFSET_HOURS * 3_600_000;

/** The Phuket day (`YYYY-MM-DD`) an instant falls on: brokers read their days, not UTC's. */
export function phuketDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Phuket day begins. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `count` Phuket days ending with today's, oldest first. */
export function periodDays(now: Date, count: number): string[] {
  const today = Date.parse(`${phuketDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The day before `day`. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}
