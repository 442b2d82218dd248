/**
 * Start-up begins once the browser has painted what the HTML holds (a server-rendered page,
 * or the header's outline): fetching and evaluating the app's modules does not hold up that
 * paint. A background tab paints no frames, so there it begins at once.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') window.setTimeout(start, 0);
  else requestAnimationFrame(() => window.setTimeout(start, 0));
}

// The async boundary lets federation negotiate shared modules before any of them runs.
afterFirstPaint(() => void import('./bootstrap'));
