/**
 * Replays what a visitor did to a server-rendered page before it was hydrated. The recorder
 * is a tiny script the API puts in the page's <head> (api/src/ssr/early-input.ts); it keeps
 * the last `change` of each form control, `click`s on buttons and held form submissions
 * inside #root, under `window.__earlyInput`. Links and anything else that works without JavaScript are left to
 * the browser. See docs/server-rendering.md.
 */
export interface EarlyInput {
  kind: 'change' | 'click' | 'submit';
  target: Element;
  value?: string;
  checked?: boolean;
}

interface Recorder {
  events: EarlyInput[];
  stop(): void;
}

declare global {
  interface Window {
    __earlyInput?: Recorder;
  }
}

function nativeSetter(element: Element, property: 'value' | 'checked') {
  const proto = Object.getPrototypeOf(element) as object;
  return Object.getOwnPropertyDescriptor(proto, property)?.set;
}

/**
 * React tracks the value it last rendered through the element's own property; writing through
 * the prototype's setter bypasses that, so React sees the replayed event as a real change.
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
    // A click sets the recorded state and is the event React listens to for these.
    nativeSetter(target, 'checked')?.call(target, !input.checked);
    target.click();
    return;
  }
  if (input.value === undefined) return;
  nativeSetter(target, 'value')?.call(target, input.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Called as hydration starts: from then on React handles events itself, also on parts it has
 * not hydrated yet (it hydrates the part an event targets first).
 */
export function stopRecordingEarlyInput(win: Window = window): void {
  win.__earlyInput?.stop();
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
