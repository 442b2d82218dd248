import type { ClientErrorReport } from '@phuket/shared/api';
import { getRuntimeConfig } from '@phuket/shared/config';
import type { RuntimeConfig } from '@phuket/shared/domain';
import { REMOTE_NAMES, federationName, type RemoteName } from '@phuket/shared/federation';
import { pageLeaving } from './page-leaving';
import type { SharedModuleMismatch } from './share-policy';

// Problems of the page the API should hear of (POST /api/client-errors, docs/shared-modules.md).
// Best effort, and fetched only when there is one to send (this module and the API client stay
// out of start-up); a report that cannot be sent is dropped, never a second problem.

/** The report's limits (CLIENT_ERROR_LIMITS in the contract, which the browser does not load). */
const MAX_MESSAGE = 1000;
const MAX_PATH = 500;
const MAX_VERSION = 100;

/** The area a federation container name (`mfe_account`) is, if it is one. */
export function remoteOfContainer(container: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => federationName(name) === container);
}

function send(report: Omit<ClientErrorReport, 'path' | 'builds'>): void {
  if (pageLeaving.began) return;
  // A server that does not say which builds it serves yet leaves them out of its config.
  const { builds } = getRuntimeConfig() as Partial<RuntimeConfig>;
  const full: ClientErrorReport = {
    ...report,
    message: report.message.slice(0, MAX_MESSAGE),
    path: window.location.pathname.slice(0, MAX_PATH) || '/',
    ...(builds ? { builds } : {}),
  };
  import('@phuket/shared/api')
    .then(({ reportClientError }) => reportClientError(full))
    .catch(() => undefined);
}

/** A remote refused: it requires a version of a stateful module the page does not have (the
 * loader has logged it). */
export function reportSharedMismatch(mismatch: SharedModuleMismatch): void {
  const area = remoteOfContainer(mismatch.remote);
  send({
    kind: 'shared-mismatch',
    message: mismatch.message,
    ...(area
      ? {
          area,
          mismatch: {
            module: mismatch.module,
            required: mismatch.required.slice(0, MAX_VERSION),
            provided: mismatch.provided.slice(0, MAX_VERSION),
            remote: area,
          },
        }
      : {}),
  });
}

const reportedLoads = new Set<RemoteName>();
const reportedPageErrors = new Set<string>();

function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message || 'unknown error';
}

/** An area that could not be loaded (once per area and page load: Retry does not repeat it). */
export function reportAreaLoadFailure(area: RemoteName, error: unknown): void {
  if (reportedLoads.has(area)) return;
  reportedLoads.add(area);
  send({ kind: 'area-load', area, message: errorText(error) });
}

/**
 * A page of an area that threw while rendering (its error boundary caught it). Once per area,
 * path and message and page load: a page that throws on every render reports it once.
 */
export function reportPageError(area: RemoteName, error: unknown): void {
  const message = errorText(error);
  const key = `${area}\n${window.location.pathname}\n${message}`;
  if (reportedPageErrors.has(key)) return;
  reportedPageErrors.add(key);
  send({ kind: 'page-error', area, message });
}
