import type { Db } from '../db/client';

/**
 * Who to tell when listing data changes, per database handle. Keyed by the handle rather than
 * held in module state, so several apps in one process (tests) never clear each other's
 * caches, and a closed app's caches can be collected.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

/** Registers `clear` to run on every invalidation of `db`; returns the unregistration. */
export function onListingDataChange(db: Db, clear: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(clear);
  return () => {
    set.delete(clear);
  };
}

/**
 * Call after writing anything a listing card, page or total shows: listings (status, price,
 * filters), their photos and albums, amenities, developers' logos, projects, locations, or
 * currency rates. It empties this process's listing response cache, counts, rates and cards
 * at once and sets the search index aside until it is rebuilt, so the writer's next read (and
 * everyone's) sees the change. Other API processes hear of it from the database: the catalog
 * tables' triggers NOTIFY catalog_changed at commit, and each process empties its caches and
 * rebuilds its index (plugin.ts, listing-index-keeper.ts).
 */
export function invalidateListingCaches(db: Db): void {
  for (const clear of listeners.get(db) ?? []) clear();
}
