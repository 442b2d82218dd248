import crypto from 'node:crypto';

/**
 * The early-input recorder a server-rendered page loads in its <head>: until the app has
 * hydrated, it keeps the last value of each form control (from `input` as well as `change`:
 * text typed before hydration and submitted after it fires its `change` only on blur, once the
 * recorder has stopped, and React, which read the typed text as the control's value, would
 * not see it as a change), the `click`s on buttons and
 * the form submissions inside #root (a submission is held: the app's own handler decides
 * where it goes); the shell replays them once the page has hydrated
 * (shared/src/ssr/early-input.ts, which owns the `window.__earlyInput` shape). Links need no
 * help: they work without JavaScript.
 * A same-origin file rather than inline code: the Content-Security-Policy allows no inline
 * scripts. See docs/server-rendering.md.
 */
export const EARLY_INPUT_SOURCE = `(function () {
  var events = [];
  var valuesOnly = false;
  function record(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (!root || !(target instanceof Element) || !root.contains(target)) return;
    if (document.documentElement.dataset.hydrated === 'true') return;
    if (valuesOnly && event.type !== 'change' && event.type !== 'input') return;
    if (event.type === 'submit') {
      event.preventDefault();
      events.push({ kind: 'submit', target: target });
      return;
    }
    if (event.type === 'change' || event.type === 'input') {
      var control = target.closest('input, select, textarea');
      if (!control) return;
      for (var i = events.length - 1; i >= 0; i -= 1) {
        if (events[i].target === control) events.splice(i, 1);
      }
      events.push({ kind: 'change', target: control, value: control.value, checked: control.checked });
      return;
    }
    var button = target.closest('button, [role="button"]');
    if (!button || button.closest('a[href]')) return;
    // A submit button's click is kept as the submission it causes.
    if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
    events.push({ kind: 'click', target: button });
  }
  document.addEventListener('change', record, true);
  document.addEventListener('input', record, true);
  document.addEventListener('click', record, true);
  document.addEventListener('submit', record, true);
  window.__earlyInput = {
    events: events,
    keepValuesOnly: function () {
      valuesOnly = true;
    },
    stop: function () {
      document.removeEventListener('change', record, true);
      document.removeEventListener('input', record, true);
      document.removeEventListener('click', record, true);
      document.removeEventListener('submit', record, true);
    },
  };
})();
`;

/** Where it is served: named by its content, so it is cached for good. */
export const EARLY_INPUT_PATH = `/ssr/early-input.${crypto
  .createHash('sha256')
  .update(EARLY_INPUT_SOURCE)
  .digest('hex')
  .slice(0, 12)}.js`;
