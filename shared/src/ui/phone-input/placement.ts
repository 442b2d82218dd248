/** docs/product-rules.md §4: the country list opens above the input when less than this remains below it. */
export const MIN_SPACE_BELOW_PX = 200;

/** Whether the country list should open above the field whose box is `rect`. */
export function shouldOpenAbove(rect: Pick<DOMRect, 'bottom'>, viewportHeight: number): boolean {
  return viewportHeight - rect.bottom < MIN_SPACE_BELOW_PX;
}
