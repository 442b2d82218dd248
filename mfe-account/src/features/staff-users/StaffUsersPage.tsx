import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  blockUser,
  changeUserRole,
  getStaffUsers,
  verifyUser,
  type StaffUser,
} from '@phuket/shared/api/staff';
import { ROLES, STAFF_USER_STATES, type Role, type StaffUserState } from '@phuket/shared/contract';
import { formatDateIn, msgId, useLocale, useMessages, type Translate } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { ConfirmDialog, PagedListView, useDocumentTitle } from '@phuket/shared/ui';
import { useKnownMessages } from '../../common/known-messages';
import { accountMessages } from '../../common/messages';
import { ROLE_LABELS } from '../../common/roles';
import { StaffUsersStore, type StaffNotice, type StaffUsersApi } from './staff-users-store';
import '../../common/staff-flags.css';
import './staff-users.css';

const defaultApi: StaffUsersApi = {
  list: getStaffUsers,
  verify: verifyUser,
  block: blockUser,
  changeRole: changeUserRole,
};

const STATE_LABELS: Record<StaffUserState, string> = {
  blocked: msgId('staff.state_blocked'),
  verified: msgId('staff.state_verified'),
  unconfirmed_email: msgId('staff.state_unconfirmed_email'),
};

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isState = (value: string): value is StaffUserState =>
  (STAFF_USER_STATES as readonly string[]).includes(value);

function noticeText(t: Translate, say: (text: string) => string, notice: StaffNotice): string {
  switch (notice.kind) {
    case 'verified':
      return t('staff.notice_verified', { name: notice.name });
    case 'unverified':
      return t('staff.notice_unverified', { name: notice.name });
    case 'blocked':
      return t('staff.notice_blocked', { name: notice.name });
    case 'unblocked':
      return t('staff.notice_unblocked', { name: notice.name });
    case 'role':
      return t('staff.notice_role', { name: notice.name, role: t(ROLE_LABELS[notice.role]) });
    case 'failed':
      return t('staff.notice_failed', { name: notice.name, reason: say(notice.reason) });
  }
}

/** /staff/users: every account, for the site staff to verify, block and give another role. */
export default observer(function StaffUsersPage({ api = defaultApi }: { api?: StaffUsersApi }) {
  const [store] = useState(() => new StaffUsersStore(api));
  const [blocking, setBlocking] = useState<StaffUser | null>(null);
  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  const formId = useId();
  useDocumentTitle(t('staff.title'));
  useEffect(() => {
    void store.list.load();
  }, [store]);

  return (
    <div className="container account-page staff-users">
      <header className="staff-users__head">
        <h1>{t('staff.title')}</h1>
        <p className="staff-users__lead">
          {t('staff.lead')} <Link to={paths.staffAuditLog}>{t('staff.audit_link')}</Link>
        </p>
      </header>
      <form
        className="staff-users__filters"
        role="search"
        aria-label={t('staff.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          void store.search();
        }}
      >
        <div className="staff-users__field staff-users__field--wide">
          <label htmlFor={`${formId}-search`}>{t('staff.search')}</label>
          <input
            id={`${formId}-search`}
            type="search"
            value={store.draft.search}
            maxLength={100}
            onChange={(event) => store.setDraft({ search: event.target.value })}
          />
        </div>
        <div className="staff-users__field">
          <label htmlFor={`${formId}-role`}>{t('staff.role')}</label>
          <select
            id={`${formId}-role`}
            value={store.draft.role}
            onChange={(event) => {
              const value = event.target.value;
              store.setDraft({ role: isRole(value) ? value : '' });
            }}
          >
            <option value="">{t('staff.all_roles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role])}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-users__field">
          <label htmlFor={`${formId}-state`}>{t('staff.state')}</label>
          <select
            id={`${formId}-state`}
            value={store.draft.state}
            onChange={(event) => {
              const value = event.target.value;
              store.setDraft({ state: isState(value) ? value : '' });
            }}
          >
            <option value="">{t('staff.all_states')}</option>
            {STAFF_USER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(STATE_LABELS[state])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('staff.find')}
        </button>
      </form>
      <p className="staff-users__count" role="status">
        {store.notice
          ? noticeText(t, say, store.notice)
          : store.list.meta && store.list.state === 'ready'
            ? t('staff.count', { count: store.list.meta.total })
            : ''}
      </p>
      <PagedListView
        say={say}
        list={store.list}
        loading={t('staff.loading')}
        empty={t('staff.empty')}
        emptyClassName="staff-users__empty"
        listClassName="staff-user-list"
        pagesLabel={t('staff.pages')}
      >
        {(user) => (
          <StaffUserCard
            user={user}
            busy={store.busyId === user.id}
            onVerify={(verified) => void store.verify(user, verified)}
            onBlock={() => setBlocking(user)}
            onUnblock={() => void store.block(user, false)}
            onRole={(role) => void store.changeRole(user, role)}
          />
        )}
      </PagedListView>
      {blocking ? (
        <ConfirmDialog
          title={t('staff.block_title', { name: blocking.name })}
          confirmLabel={t('staff.block')}
          busyLabel={t('staff.working')}
          busy={store.busyId === blocking.id}
          danger
          onCancel={() => setBlocking(null)}
          onConfirm={() => {
            void store.block(blocking, true).then(() => setBlocking(null));
          }}
        >
          <p>{t('staff.block_explained')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
});

const StaffUserCard = observer(function StaffUserCard({
  user,
  busy,
  onVerify,
  onBlock,
  onUnblock,
  onRole,
}: {
  user: StaffUser;
  busy: boolean;
  onVerify: (verified: boolean) => void;
  onBlock: () => void;
  onUnblock: () => void;
  onRole: (role: Role) => void;
}) {
  const id = useId();
  const locale = useLocale();
  const t = useMessages(accountMessages);
  const [role, setRole] = useState<Role>(user.role);
  const day = (iso: string) => formatDateIn(locale, iso);
  return (
    <article
      className={`staff-user${user.blocked ? ' staff-user--blocked' : ''}`}
      aria-labelledby={`${id}-name`}
    >
      <div className="staff-user__who">
        <h2 id={`${id}-name`} className="staff-user__name">
          <span data-user-content>{user.name}</span>
        </h2>
        <p className="staff-user__flags">
          <span className="staff-flag">{t(ROLE_LABELS[user.role])}</span>
          {user.verified ? (
            <span className="staff-flag staff-flag--good">{t('staff.flag_verified')}</span>
          ) : null}
          {user.blocked ? (
            <span className="staff-flag staff-flag--bad">{t('staff.flag_blocked')}</span>
          ) : null}
          {user.email_verified ? null : (
            <span className="staff-flag staff-flag--warn">{t('staff.flag_unconfirmed')}</span>
          )}
        </p>
      </div>
      <dl className="staff-user__facts">
        <div>
          <dt>{t('staff.email')}</dt>
          <dd data-user-content>{user.email}</dd>
        </div>
        {user.phone ? (
          <div>
            <dt>{t('staff.phone')}</dt>
            <dd data-user-content>{user.phone}</dd>
          </div>
        ) : null}
        {user.companies.length > 0 ? (
          <div>
            <dt>{t('staff.companies')}</dt>
            <dd data-user-content>{user.companies.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('staff.created')}</dt>
          <dd>
            <time dateTime={user.created_at}>{day(user.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('staff.last_seen')}</dt>
          <dd>
            {user.last_seen_at ? (
              <time dateTime={user.last_seen_at}>{day(user.last_seen_at)}</time>
            ) : (
              t('staff.never')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('staff.listings')}</dt>
          <dd>
            {t('staff.listings_count', {
              published: user.published_count,
              total: user.listings_count,
            })}
          </dd>
        </div>
      </dl>
      <div className="staff-user__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-label={t(
            user.verified ? msgId('staff.unverify_label') : msgId('staff.verify_label'),
            {
              name: user.name,
            },
          )}
          onClick={() => onVerify(!user.verified)}
        >
          {t(user.verified ? msgId('staff.unverify') : msgId('staff.verify'))}
        </button>
        <button
          type="button"
          className={`button button--secondary${user.blocked ? '' : ' staff-user__block'}`}
          disabled={busy}
          aria-label={t(user.blocked ? msgId('staff.unblock_label') : msgId('staff.block_label'), {
            name: user.name,
          })}
          onClick={user.blocked ? onUnblock : onBlock}
        >
          {t(user.blocked ? msgId('staff.unblock') : msgId('staff.block'))}
        </button>
        <Link
          to={paths.staffUserRecords(user.id)}
          className="staff-user__records"
          aria-label={t('staff.records_label', { name: user.name })}
        >
          {t('staff.records')}
        </Link>
        <Link
          to={`${paths.staffAuditLog}?user=${user.id}`}
          className="staff-user__history"
          aria-label={t('staff.history_label', { name: user.name })}
        >
          {t('staff.history')}
        </Link>
        <form
          className="staff-user__role"
          onSubmit={(event) => {
            event.preventDefault();
            onRole(role);
          }}
        >
          <label htmlFor={`${id}-role`} className="visually-hidden">
            {t('staff.role_of', { name: user.name })}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value;
              if (isRole(value)) setRole(value);
            }}
          >
            {ROLES.map((each) => (
              <option key={each} value={each}>
                {t(ROLE_LABELS[each])}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="button button--secondary"
            disabled={busy || role === user.role}
          >
            {t('staff.change_role')}
          </button>
        </form>
      </div>
    </article>
  );
});
