import { Component, Suspense, startTransition, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { federationName } from '@phuket/shared/federation';
import type { AreaModule, RouteEntry } from '@phuket/shared/routes';
import { loadArea } from '../remote-loader';
import { sharedModuleMismatchIn, wasRefused } from '../share-policy';
import { PageCommitted, useReadyPage } from './ready-pages';
import { useMessages } from '@phuket/shared/i18n';
import { shellMessages } from '../../common/messages';
import './remote-area.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'updating' }
  | { status: 'ready'; area: AreaModule }
  | { status: 'at-hand'; page: ComponentType };

/**
 * Renders the page of a declared route between header and footer: the component the area's
 * `./area` module holds for that path. A remote that cannot be loaded
 * shows a message and Retry here; the rest of the site keeps working.
 */
export function RemoteArea({ route }: { route: RouteEntry }) {
  const remote = route.area;
  const [attempt, setAttempt] = useState(0);
  // A page at hand (server render, hydration) renders at once: the same tree on both sides.
  const readyPage = useReadyPage(remote, route.page);
  const [state, setState] = useState<LoadState>(() =>
    readyPage ? { status: 'at-hand', page: readyPage } : { status: 'loading' },
  );

  const atHand = state.status === 'at-hand';
  useEffect(() => {
    if (atHand) return undefined;
    let current = true;
    loadArea(remote).then(
      // The page arrives as a transition: rendering it yields to input (shorter long tasks).
      (area) => current && startTransition(() => setState({ status: 'ready', area })),
      (error: unknown) => {
        // A refused remote was reported, with both versions, when it was refused.
        const updating = sharedModuleMismatchIn(error) !== null;
        if (!updating) {
          console.error(`Loading ${remote} failed`, error);
          import('../client-errors')
            .then(({ reportAreaLoadFailure }) => reportAreaLoadFailure(remote, error))
            .catch(() => undefined);
        }
        if (current) setState({ status: updating ? 'updating' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, atHand]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  if (state.status === 'updating') return <AreaBeingUpdated />;
  if (state.status === 'loading') return <AreaLoading />;
  const Page =
    state.status === 'at-hand'
      ? state.page
      : state.area.routes.find((candidate) => candidate.path === route.path)?.component;
  if (!Page) return <AreaUnavailable onRetry={retry} />;
  return (
    <AreaErrorBoundary remote={remote}>
      <Suspense fallback={<AreaLoading />}>
        <Page />
        {state.status === 'at-hand' && <PageCommitted />}
      </Suspense>
    </AreaErrorBoundary>
  );
}

export function AreaLoading() {
  const t = useMessages(shellMessages);
  return (
    <div className="area-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('area.loading')}</span>
      <div className="area-loading__bar" />
    </div>
  );
}

export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(shellMessages);
  return (
    <section className="area-unavailable container" role="alert">
      <h1>{t('area.failed_title')}</h1>
      <p>{t('area.failed_text')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('area.retry')}
      </button>
    </section>
  );
}

/**
 * An area refused because the page's stateful shared modules do not satisfy it (a shell and a
 * remote released apart; docs/shared-modules.md). The page's modules cannot change under it,
 * so Retry loads the page again, which picks up whichever of the two has been released since.
 */
export function AreaBeingUpdated() {
  const t = useMessages(shellMessages);
  return (
    <section className="area-unavailable container" role="alert">
      <h1>{t('area.updating_title')}</h1>
      <p>{t('area.updating_text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('area.retry')}
      </button>
    </section>
  );
}

interface BoundaryState {
  failed: boolean;
  updating: boolean;
}

/** Catches a page that throws or a chunk of the remote that fails to arrive, and reports it. */
export class AreaErrorBoundary extends Component<
  { remote: RouteEntry['area']; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, updating: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    // A page chunk loaded later may be the first to consume a module the shell cannot give.
    return { failed: true, updating: sharedModuleMismatchIn(error) !== null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (sharedModuleMismatchIn(error) || wasRefused(federationName(this.props.remote))) return;
    console.error('A remote page failed', error, info.componentStack);
    const { remote } = this.props;
    import('../client-errors')
      .then(({ reportPageError }) => reportPageError(remote, error))
      .catch(() => undefined);
  }

  override render() {
    if (
      this.state.failed &&
      (this.state.updating || wasRefused(federationName(this.props.remote)))
    ) {
      return <AreaBeingUpdated />;
    }
    if (this.state.failed) {
      // A lazy chunk that failed stays failed in React's cache: a reload is the real retry.
      return <AreaUnavailable onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
