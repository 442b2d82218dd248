/** Where a message's link or emphasis goes: a character no translation contains. */
export const SLOT = '\u0001';

/**
 * The text before and after the slot of a message rendered with `{ arg: SLOT }`, so a link
 * or a <strong> sits inside one translated sentence instead of between pieces of it.
 */
export function aroundSlot(text: string): [string, string] {
  const [before = '', after = ''] = text.split(SLOT);
  return [before, after];
}
