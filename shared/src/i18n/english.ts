import type { Messages } from '@lingui/core';

// The English of each package's messages, registered by the modules that use them (the build's
// english-loader puts `registerEnglish(...)` at the top of each). One registry per page, kept
// on globalThis under a registered symbol: the shell and every remote register into the same
// one even if a bundle carried its own copy of this module.
const KEY = Symbol.for('phuket.english-messages');
type Registry = Map<string, Messages>;
const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
const registry: Registry = (holder[KEY] ??= new Map<string, Messages>());

/** Adds `messages` (compiled English by id) to package `name`'s English. */
export function registerEnglish(name: string, messages: Messages): void {
  const known = registry.get(name);
  if (known) Object.assign(known, messages);
  else registry.set(name, { ...messages });
}

/** Package `name`'s registered English (live: later registrations show). */
export function registeredEnglish(name: string): Messages {
  let known = registry.get(name);
  if (!known) {
    known = {};
    registry.set(name, known);
  }
  return known;
}
