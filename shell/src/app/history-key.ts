// Its own module, free of imports: start-up runs it before the router's code has arrived.

/**
 * Gives the history entry this document was opened in a key of its own, before the router
 * reads it. The router keys an entry without state (an address typed or pasted, a link from
 * a mail, in the same tab) "default", so every such page shared one saved position: /projects
 * opened by its address restored where /properties had been scrolled to. The key lives in the
 * entry's state, so a reload or a return by back/forward finds it again and restores.
 */
export function keyThisEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (typeof state === 'object' && state !== null && 'key' in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(typeof state === 'object' ? state : null), key }, '');
}
