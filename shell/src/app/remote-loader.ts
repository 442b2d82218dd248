import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaModule, RemoteName, RoutesModule } from '@phuket/shared/federation';
import { REMOTE_NAMES, federationName } from '@phuket/shared/federation';
import { DEFAULT_LOCALE, type Locale } from '@phuket/shared/i18n';
import type { RouteEntry } from '@phuket/shared/routes';
import { remoteEntryUrl } from './remote-entry';

// The only module that talks to the federation runtime; unit tests replace it (Jest cannot
// resolve federated imports) and the real loading is covered end to end.

/** Registers each remote's entry from the runtime config; nothing is fetched yet. */
export function registerAreas(remotes: Record<string, string>): void {
  registerRemotes(
    REMOTE_NAMES.filter((name) => remotes[name]).map((name) => ({
      name: federationName(name),
      entry: remoteEntryUrl(remotes[name] as string),
    })),
    { force: true },
  );
}

/** The area's declared routes (its `./routes` module: data, no page code). */
export function fetchAreaRoutes(remote: RemoteName): Promise<readonly RouteEntry[]> {
  return loadRemote<RoutesModule>(`${federationName(remote)}/routes`).then((module) => {
    // A boolean check, not Array.isArray's type guard, which would retype the list as any[].
    const isList = (value: unknown): boolean => Array.isArray(value);
    if (!module || !isList(module.routes)) throw new Error(`${remote} did not expose its routes`);
    return module.routes;
  });
}

const loaded = new Map<RemoteName, Promise<AreaModule>>();
/** The page's language, fixed for the page load (a language switch loads the page anew). */
let areaLocale: Locale = DEFAULT_LOCALE;

export function setAreaLocale(locale: Locale): void {
  areaLocale = locale;
}

/** The area's page code (`./area`); a failure is not cached, so Retry fetches again. */
export function loadArea(remote: RemoteName): Promise<AreaModule> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const promise = loadRemote<{ default: AreaModule }>(`${federationName(remote)}/area`).then(
    async (module) => {
      if (!Array.isArray(module?.default?.routes)) {
        throw new Error(`${remote} did not expose its pages`);
      }
      const area = module.default;
      // The area's words before its first page renders. Without them (a chunk that failed),
      // its pages read in English rather than not at all.
      await area.loadMessages?.(areaLocale).catch((error: unknown) => {
        console.error(`${remote}'s messages could not be loaded; showing English`, error);
      });
      return area;
    },
  );
  loaded.set(remote, promise);
  promise.catch(() => loaded.delete(remote));
  return promise;
}
