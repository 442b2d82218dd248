import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { deleteSession, getSessions, signOutOtherSessions } from '@phuket/shared/api/account';
import type { UserSession } from '@phuket/shared/domain';
import { FormMessage } from '../../common/FormMessage';
import { formatDay } from '@phuket/shared/format';
import { formatDateIn, useLocale, useMessages } from '@phuket/shared/i18n';
import type { Locale, Translate } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { lastActive, lastActiveWhen } from './format';
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
  const t = useMessages(accountMessages);
  const say = useKnownMessages();

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
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p className="profile-sessions__lead">{t('sessions.lead')}</p>
      <div ref={noticeRef} tabIndex={-1} className="profile-sessions__outcome">
        {list.notice && (
          <FormMessage kind="success">
            <p>{say(list.notice)}</p>
          </FormMessage>
        )}
        {list.error && (
          <FormMessage kind="error">
            <p>{say(list.error)}</p>
          </FormMessage>
        )}
      </div>
      {list.sessions === null && !list.loadError && (
        <p role="status" className="muted">
          {t('sessions.loading')}
        </p>
      )}
      {list.loadError && (
        <div className="profile-sessions__load-error">
          <FormMessage kind="error">
            <p>{t('sessions.load_error', { reason: say(list.loadError) ?? '' })}</p>
          </FormMessage>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void list.load()}
          >
            {t('form.try_again')}
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
          {t('sessions.sign_out_others')}
        </button>
      )}
      {list.confirming && (
        <div className="profile-sessions__confirm" role="group" aria-labelledby="sessions-confirm">
          <p id="sessions-confirm" ref={questionRef} tabIndex={-1}>
            {t('sessions.confirm', { count: list.others.length })}
          </p>
          <div className="profile-sessions__confirm-actions">
            <button
              type="button"
              className="button"
              disabled={list.busy !== null}
              onClick={() => void list.signOutOthers().then(afterAction)}
            >
              {list.busy === 'others' ? t('sessions.signing_out') : t('sessions.confirm_yes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={list.busy !== null}
              onClick={() => list.cancelSignOutOthers()}
            >
              {t('sessions.cancel')}
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
  const locale = useLocale();
  const t = useMessages(accountMessages);
  const active =
    locale === 'en' ? lastActive(session.last_used_at) : activeIn(t, locale, session.last_used_at);
  const signedIn =
    locale === 'en' ? formatDay(session.created_at) : formatDateIn(locale, session.created_at);
  return (
    <li className={session.current ? 'session session--current' : 'session'}>
      <div className="session__main">
        <p className="session__device">
          <span data-user-content>{session.device}</span>
          {session.current && <span className="session__badge">{t('sessions.this_device')}</span>}
        </p>
        <p className="session__meta">
          <time dateTime={session.last_used_at}>{active}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {t('sessions.signed_in')} <time dateTime={session.created_at}>{signedIn}</time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button--secondary session__sign-out"
          // The visible "Sign out" alone would not say which device.
          aria-label={t('sessions.sign_out_label', {
            device: session.device,
            active: active.toLowerCase(),
          })}
          disabled={disabled}
          onClick={onSignOut}
        >
          {busy ? t('sessions.signing_out') : t('sessions.sign_out')}
        </button>
      )}
    </li>
  );
}

/** lastActive's words in another language. */
function activeIn(t: Translate, locale: Locale, iso: string): string {
  const { unit, count } = lastActiveWhen(iso);
  if (unit === 'now') return t('sessions.active_now');
  if (unit === 'minutes') return t('sessions.active_minutes', { count });
  if (unit === 'hours') return t('sessions.active_hours', { count });
  return t('sessions.active_day', { day: formatDateIn(locale, iso) });
}
