import { useSyncExternalStore } from 'react';

/*
 * Page-wide state of the filter dropdowns. It lives at module level because @phuket/shared is a
 * federation singleton: a dropdown of the shell and one of a remote must still exclude each other.
 */
type Listener = () => void;

let openId: string | null = null;
let dragging = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const dropdownCoordinator = {
  openId(): string | null {
    return openId;
  },
  /** Opening one dropdown closes whichever was open. */
  open(id: string): void {
    if (openId === id) return;
    openId = id;
    emit();
  },
  close(id: string): void {
    if (openId !== id) return;
    openId = null;
    emit();
  },
  closeAll(): void {
    if (openId === null) return;
    openId = null;
    emit();
  },
  isDragging(): boolean {
    return dragging;
  },
  /** Set by range sliders so a drag that ends outside the panel does not close it. */
  setDragging(value: boolean): void {
    dragging = value;
  },
  // An arrow, so it can be handed to useSyncExternalStore on its own.
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useIsDropdownOpen(id: string): boolean {
  return useSyncExternalStore(
    dropdownCoordinator.subscribe,
    () => dropdownCoordinator.openId() === id,
    () => false,
  );
}
