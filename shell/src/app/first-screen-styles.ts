/**
 * The server's first screen is styled by one joined stylesheet (`#first-screen-styles`, in
 * <head>) holding the shell's and the catalog's CSS. Meanwhile the app loads the same rules in
 * pieces, appended to <head> as its chunks arrive; a piece landing after the joined sheet
 * would reorder the cascade for a moment and move the page under the reader (CLS). So, while
 * the first screen is shown, every stylesheet added to <head> is put before the joined one.
 * At the hand-over the page's own CSS is all loaded (a chunk is not run before its CSS), and
 * the joined sheet goes: from then on the app is styled exactly as without a first screen.
 *
 * Runs from the entry, before the async boundary: the first chunks' CSS is added early.
 * It is not a shared module on purpose — nothing else needs it, and it must not wait.
 */
export const FIRST_SCREEN_STYLES_ID = 'first-screen-styles';

function isStyles(node: Node): node is HTMLElement {
  return (
    (node instanceof HTMLLinkElement && node.rel === 'stylesheet') ||
    node instanceof HTMLStyleElement
  );
}

export function keepFirstScreenStylesLast(doc: Document = document): void {
  const sheet = doc.getElementById(FIRST_SCREEN_STYLES_ID);
  if (!sheet || !doc.getElementById('first-screen')) return;
  const observer = new MutationObserver((records) => {
    if (!doc.getElementById('first-screen')) {
      observer.disconnect();
      sheet.remove();
      return;
    }
    for (const record of records) {
      for (const node of record.addedNodes) {
        const after = node.compareDocumentPosition(sheet) & Node.DOCUMENT_POSITION_PRECEDING;
        if (node !== sheet && isStyles(node) && after) sheet.before(node);
      }
    }
  });
  observer.observe(doc.head, { childList: true });
  // The hand-over removes #first-screen from <body>: watch it too, to let go of the sheet.
  observer.observe(doc.body, { childList: true });
}
