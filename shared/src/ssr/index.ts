import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import {
  SERVER_DATA_ID,
  type ServerDataEntries,
  type ServerRenderState,
} from '../contract/server-render';

export { replayEarlyInput, stopRecordingEarlyInput, type EarlyInput } from './early-input';

/**
 * Server rendering of public pages (docs/server-rendering.md): the server renders a page from
 * API answers, sends them along in the HTML, and the browser hydrates the same tree from the
 * same answers. The answers live in a per-render object handed down by context, never in
 * module state, so two renders on one server cannot see each other's data.
 */

export {
  SERVER_DATA_ID,
  type ServerDataEntries,
  type ServerRenderState,
} from '../contract/server-render';

/** The answers one render was made from; emptied once hydrated, so later visits fetch. */
export class ServerData {
  private entries: ServerDataEntries;
  private title: string | null = null;

  /**
   * `onTitle`: a server render's listener for the page's tab title, which the browser sets in
   * an effect (never run on the server) and the server writes into `<title>` itself.
   */
  constructor(
    entries: ServerDataEntries = {},
    private readonly onTitle?: (title: string) => void,
  ) {
    this.entries = entries;
  }

  /**
   * The page's title as rendered. The first one noted stays: in the browser the outermost
   * component's effect runs last and wins, and on the server the outermost renders first.
   */
  noteTitle(title: string): void {
    if (this.title !== null || !this.onTitle) return;
    this.title = title;
    this.onTitle(title);
  }

  /** The answer for this exact request key, else undefined. */
  get<T>(key: string): T | undefined {
    return Object.prototype.hasOwnProperty.call(this.entries, key)
      ? (this.entries[key] as T)
      : undefined;
  }

  clear(): void {
    this.entries = {};
  }
}

const NO_DATA = new ServerData();
const ServerDataContext = createContext<ServerData>(NO_DATA);

export function ServerDataProvider({ data, children }: { data: ServerData; children: ReactNode }) {
  return createElement(ServerDataContext.Provider, { value: data }, children);
}

/** The server's answers for the page being hydrated (empty outside a server-rendered load). */
export function useServerData(): ServerData {
  return useContext(ServerDataContext);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Browser: what the server rendered this page with; null when the page was not rendered. */
export function readServerRender(doc: Document = document): ServerRenderState | null {
  const script = doc.getElementById(SERVER_DATA_ID);
  if (!script) return null;
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    if (!isRecord(parsed) || typeof parsed.currency !== 'string' || !isRecord(parsed.data)) {
      return null;
    }
    return {
      currency: parsed.currency,
      signedIn: parsed.signedIn === true,
      data: parsed.data,
      ...(isRecord(parsed.config) ? { config: parsed.config } : {}),
    };
  } catch {
    return null;
  }
}
