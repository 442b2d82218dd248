import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { deleteSession, getSessions, signOutOtherSessions } from '@phuket/shared/api/account';
import type { UserSession } from '@phuket/shared/domain';
import { FormMessage } from '../../common/FormMessage';
import { formatDay } from '@phuket/shared/format';
import { lastActive } from './format';
import { SessionsList } from './sessions-list';
import type { SessionsDeps } from './sessions-list';

/**
 * "Signed-in devices" on the profile: where this account is signed in, a way to sign out one
 * of them, and "Sign out everywhere else" (after a confirmation).
 */
export const SessionsSection = observer(function SessionsSection({ api }: { api?: SessionsDeps }) {
  const [list] = useState(
    () => new SessionsList(api ?? { getSessions, signOutOtherSessions, deleteSession }),
  );
  const questionRef = useRef<HTMLParagraphElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void list.load();
  }, [list]);

  // Buttons that vanish after an action would drop keyboard focus to the page: it goes to
  // the question when asking, and to the outcome once done.
  useEffect(() => {
    if (list.confirming) questionRef.current?.focus();
  }, [list.confirming]);

  const afterAction = (done: boolean) => {
    if (done) noticeRef.current?.focus();
  };

  return (
    <section className="profile-card profile-sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Signed-in devices</h2>
      <p className="profile-sessions__lead">
        Where this account is signed in. A session ends after 30 days, or after 14 days without use.
      </p>
      <div ref={noticeRef} tabIndex={-1} className="profile-sessions__outcome">
        {list.notice && (
          <FormMessage kind="success">
            <p>{list.notice}</p>
          </FormMessage>
        )}
        {list.error && (
          <FormMessage kind="error">
            <p>{list.error}</p>
          </FormMessage>
        )}
      </div>
      {list.sessions === null && !list.loadError && (
        <p role="status" className="muted">
          Loading your devices…
        </p>
      )}
      {list.loadError && (
        <div className="profile-sessions__load-error">
          <FormMessage kind="error">
            <p>Your devices could not be loaded. {list.loadError}</p>
          </FormMessage>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void list.load()}
          >
            Try again
          </button>
        </div>
      )}
      {list.sessions && (
        <ul className="session-list">
          {list.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={list.busy === session.id}
              disabled={list.busy !== null}
              onSignOut={() => void list.signOut(session).then(afterAction)}
            />
          ))}
        </ul>
      )}
      {list.others.length > 0 && !list.confirming && (
        <button
          type="button"
          className="button button--secondary profile-sessions__all"
          onClick={() => list.askSignOutOthers()}
        >
          Sign out everywhere else
        </button>
      )}
      {list.confirming && (
        <div className="profile-sessions__confirm" role="group" aria-labelledby="sessions-confirm">
          <p id="sessions-confirm" ref={questionRef} tabIndex={-1}>
            Sign out of{' '}
            {list.others.length === 1
              ? 'the other device'
              : `all ${list.others.length} other devices`}
            ? You stay signed in here; the others need to log in again.
          </p>
          <div className="profile-sessions__confirm-actions">
            <button
              type="button"
              className="button"
              disabled={list.busy !== null}
              onClick={() => void list.signOutOthers().then(afterAction)}
            >
              {list.busy === 'others' ? 'Signing out…' : 'Yes, sign out everywhere else'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={list.busy !== null}
              onClick={() => list.cancelSignOutOthers()}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
});

function SessionRow({
  session,
  busy,
  disabled,
  onSignOut,
}: {
  session: UserSession;
  busy: boolean;
  disabled: boolean;
  onSignOut: () => void;
}) {
  const active = lastActive(session.last_used_at);
  return (
    <li className={session.current ? 'session session--current' : 'session'}>
      <div className="session__main">
        <p className="session__device">
          {session.device}
          {session.current && <span className="session__badge">This device</span>}
        </p>
        <p className="session__meta">
          <time dateTime={session.last_used_at}>{active}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          Signed in <time dateTime={session.created_at}>{formatDay(session.created_at)}</time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button--secondary session__sign-out"
          // The visible "Sign out" alone would not say which device.
          aria-label={`Sign out ${session.device}, ${active.toLowerCase()}`}
          disabled={disabled}
          onClick={onSignOut}
        >
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}
