/** Anything Playwright can photograph: a page or a locator. */
interface Photographable {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
}

/**
 * A screenshot for a person to look at (outside the repository), written only when
 * `E2E_SCREENSHOTS=1`: taking them costs CI about a second each and nobody opens them there.
 * Run a spec with the variable set to see its pages at each width.
 */
export async function lookAt(
  subject: Photographable,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await subject.screenshot(options);
}
