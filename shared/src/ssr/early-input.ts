/**
 * Replays what a visitor did to a server-rendered page before it was hydrated. The recorder
 * is a tiny script the API puts in the page's <head> (api/src/ssr/early-input.ts); it keeps
 * the last `change` of each form control, `click`s on buttons and held form submissions
 * inside #root, under `window.__earlyInput`. Links and anything else that works without JavaScript are left to
 * the browser. Here, not in the shell: a standalone page (the public presentation) replays
 * too. See docs/server-rendering.md.
 */
export interface EarlyInput {
  kind: 'change' | 'click' | 'submit';
  target: Element;
  value?: string;
  checked?: boolean;
}

interface Recorder {
  events: EarlyInput[];
  /** From hydration's start: clicks and submissions are React's, values still recorded. */
  keepValuesOnly?(): void;
  stop(): void;
}

declare global {
  interface Window {
    __earlyInput?: Recorder;
  }
}

function nativeValueSetter(element: Element) {
  const proto = Object.getPrototypeOf(element) as object;
  // The native setter, called later with the element as `this` (setter.call(element, …)).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  return Object.getOwnPropertyDescriptor(proto, 'value')?.set;
}

/**
 * React notices a change by comparing a control's value with the one it last saw, which it
 * tracks through the element's own `value`/`checked` properties. Hydration read the visitor's
 * value as the one it saw; so the control is first set (through those properties) to something
 * else, then to the visitor's value in a way React does not see, and the event React listens
 * to is sent.
 */
function replayOne(input: EarlyInput): void {
  const { target } = input;
  if (!target.isConnected) return;
  if (input.kind === 'submit') {
    if (target instanceof HTMLFormElement) target.requestSubmit();
    return;
  }
  if (input.kind === 'click') {
    if (target instanceof HTMLElement) target.click();
    return;
  }
  if (
    target instanceof HTMLInputElement &&
    (target.type === 'radio' || target.type === 'checkbox')
  ) {
    target.checked = !input.checked;
    // The click that gives the control the visitor's state, and the event React listens to.
    target.click();
    return;
  }
  const control = target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  if (input.value === undefined || !('value' in control)) return;
  control.value = input.value === '' ? ' ' : '';
  nativeValueSetter(control)?.call(control, input.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Called as hydration starts: from then on React handles clicks itself (it hydrates the part
 * an event targets first), so replaying them would act twice. A value changed while React
 * hydrates can still be lost (hydration sets a controlled select back to its props), so
 * values stay recorded until the page has committed; replaying a value is harmless twice.
 */
export function stopRecordingEarlyInput(win: Window = window): void {
  const recorder = win.__earlyInput;
  if (!recorder) return;
  if (recorder.keepValuesOnly) recorder.keepValuesOnly();
  else recorder.stop();
}

/** Once the page has hydrated: replays what the recorder kept, in order. */
export function replayEarlyInput(win: Window = window): number {
  const recorder = win.__earlyInput;
  if (!recorder) return 0;
  recorder.stop();
  const events = recorder.events.splice(0);
  for (const input of events) replayOne(input);
  return events.length;
}
