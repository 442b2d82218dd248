import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';

/** What can take focus from a script and from the keyboard. */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Focuses the first field inside `root`, in document order, marked aria-invalid="true", so a
 * keyboard or screen-reader user lands on the problem instead of on the submit button
 * (WCAG 3.3.1). A marked group that is not a control itself gives focus to its first control.
 * Returns what got focus, or null when nothing is invalid (focus is then left alone).
 */
export function focusFirstInvalid(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  for (const marked of Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))) {
    const target = marked.matches(FOCUSABLE)
      ? marked
      : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return target;
    }
  }
  return null;
}

export interface SubmitFocus<T extends HTMLElement> {
  /** Goes on the <form> (or the element holding its fields). */
  ref: RefObject<T | null>;
  /** The form's onSubmit: prevents the page load and runs the handler. */
  onSubmit: (event: FormEvent<T>) => void;
}

/**
 * A form's submit with focus management: `submit` runs (it validates and may call the API,
 * setting field errors either way); once it has settled and React has rendered the messages,
 * focus goes to the first invalid field. A submit that succeeds leaves focus where it is.
 */
export function useSubmitFocus<T extends HTMLElement = HTMLFormElement>(
  submit: (event: FormEvent<T>) => unknown,
): SubmitFocus<T> {
  const ref = useRef<T | null>(null);
  // A counter, not a flag: every attempt re-runs the effect, even with the same errors.
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts > 0) focusFirstInvalid(ref.current);
  }, [attempts]);

  const onSubmit = (event: FormEvent<T>) => {
    event.preventDefault();
    // This update renders after the one the form's store asked for, so the effect above
    // sees the fields with their new aria-invalid.
    void Promise.resolve(submit(event)).finally(() => setAttempts((count) => count + 1));
  };

  return { ref, onSubmit };
}
