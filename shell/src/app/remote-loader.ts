import {
  getInstance,
  loadRemote,
  registerGlobalPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import type { AreaModule, RemoteName, RoutesModule } from '@phuket/shared/federation';
import { REMOTE_NAMES, federationName } from '@phuket/shared/federation';
import { DEFAULT_LOCALE, type Locale } from '@phuket/shared/i18n';
import type { RouteEntry } from '@phuket/shared/routes';
import { remoteEntryUrl } from './remote-entry';
import { sharePolicy } from './share-policy';

// The only module that talks to the federation runtime; unit tests replace it (Jest cannot
// resolve federated imports) and the real loading is covered end to end.

let policy: ReturnType<typeof sharePolicy> | null = null;

/**
 * The share rules (share-policy.ts, docs/shared-modules.md), as the shell declared its modules.
 * Global, not the shell's instance alone: a remote consumes through an instance of its own, made
 * when its entry initialises, and only global plugins reach instances made after them.
 */
function registerSharePolicy(): void {
  if (policy) return;
  const host = getInstance();
  if (!host) return;
  const hostName = host.options.name;
  policy = sharePolicy({
    hostName,
    hostDeclares: (pkgName) => {
      const declared = host.options.shared[pkgName]?.find((share) => share.from === hostName);
      return declared ? { singleton: Boolean(declared.shareConfig?.singleton) } : undefined;
    },
    satisfy,
    onMismatch: (mismatch) => {
      console.error(
        `${mismatch.remote} is not mounted: it requires ${mismatch.module} ` +
          `${mismatch.required}, the page provides ${mismatch.provided}`,
      );
      import('./client-errors')
        .then(({ reportSharedMismatch }) => reportSharedMismatch(mismatch))
        .catch(() => undefined);
    },
  });
  registerGlobalPlugins([policy]);
}

/**
 * Refuses an area the page cannot give its stateful modules before any of its pages renders
 * (the plugin alone would refuse only the first page chunk that imports one, half-way through).
 */
function refuseIfMismatched(remote: RemoteName): void {
  const name = federationName(remote);
  const instance = getInstance((candidate) => candidate.options.name === name);
  if (!policy || !instance) return;
  const mismatch = policy.checkRemote({
    name,
    declared: instance.options.shared,
    scope: instance.shareScopeMap.default,
  });
  if (mismatch) throw mismatch;
}

/** Registers each remote's entry from the runtime config; nothing is fetched yet. */
export function registerAreas(remotes: Record<string, string>): void {
  registerSharePolicy();
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
      refuseIfMismatched(remote);
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
