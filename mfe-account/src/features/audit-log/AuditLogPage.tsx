import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getAuditLog, type AuditEntry } from '@phuket/shared/api/staff';
import { AUDIT_ACTIONS, ROLES, type AuditAction, type Role } from '@phuket/shared/contract';
import { LANGUAGE_TAGS, msgId, useLocale, useMessages, type Translate } from '@phuket/shared/i18n';
import { Link, useSearchParams } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { Pagination, useDocumentTitle } from '@phuket/shared/ui';
import { useKnownMessages } from '../../common/known-messages';
import { accountMessages } from '../../common/messages';
import { ROLE_LABELS } from '../../common/roles';
import { AuditLogStore, type AuditLogApi } from './audit-log-store';
import '../../common/forms.css';
import './audit-log.css';

const defaultApi: AuditLogApi = { list: getAuditLog };

const ACTION_LABELS: Record<AuditAction, string> = {
  'user.verify': msgId('audit.action_verify'),
  'user.unverify': msgId('audit.action_unverify'),
  'user.block': msgId('audit.action_block'),
  'user.unblock': msgId('audit.action_unblock'),
  'user.role': msgId('audit.action_role'),
  'listing.approve': msgId('audit.action_approve'),
  'listing.reject': msgId('audit.action_reject'),
  'listing.request_changes': msgId('audit.action_request_changes'),
  'developer.claim_approve': msgId('audit.action_claim_approve'),
  'developer.claim_reject': msgId('audit.action_claim_reject'),
  'developer.publish_approve': msgId('audit.action_publish_approve'),
  'developer.publish_reject': msgId('audit.action_publish_reject'),
};

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** What staff wrote to a listing's owner, as the entry keeps it. */
const noteOf = (values: Record<string, unknown>): string =>
  typeof values.moderation_note === 'string' ? values.moderation_note : '';
/** What staff wrote to the account of a company claim or same-name publication. */
const reasonOf = (values: Record<string, unknown>): string =>
  typeof values.reason === 'string' ? values.reason : '';

/** The change in words: what the fields were and became, as staff read it. */
function changeText(t: Translate, entry: AuditEntry): string {
  const { before, after } = entry;
  const listings = (key: string) => {
    const ids = after[key];
    return Array.isArray(ids) ? ids.length : 0;
  };
  switch (entry.action) {
    case 'user.verify':
      return t('audit.change_verify');
    case 'user.unverify':
      return t('audit.change_unverify');
    case 'user.block':
      return t('audit.change_blocked', { count: listings('listings_suspended') });
    case 'user.unblock':
      return t('audit.change_unblocked', { count: listings('listings_restored') });
    case 'user.role':
      return t('audit.change_role', {
        before: isRole(before.role) ? t(ROLE_LABELS[before.role]) : String(before.role),
        after: isRole(after.role) ? t(ROLE_LABELS[after.role]) : String(after.role),
      });
    case 'listing.approve':
      return t('audit.change_approve');
    case 'listing.reject':
      return t('audit.change_reject', { reason: noteOf(after) });
    case 'listing.request_changes':
      return t('audit.change_request_changes', { reason: noteOf(after) });
    case 'developer.claim_approve':
      return t('audit.change_claim_approve');
    case 'developer.claim_reject':
      return t('audit.change_claim_reject', { reason: reasonOf(after) });
    case 'developer.publish_approve':
      return t('audit.change_publish_approve');
    case 'developer.publish_reject':
      return t('audit.change_publish_reject', { reason: reasonOf(after) });
  }
}

/** /staff/audit-log: every staff action, newest first; `?user=ID` keeps one account's. */
export default observer(function AuditLogPage({ api = defaultApi }: { api?: AuditLogApi }) {
  const [params, setParams] = useSearchParams();
  const user = Number(params.get('user'));
  const [store] = useState(
    () => new AuditLogStore(api, Number.isInteger(user) && user > 0 ? user : null),
  );
  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  const locale = useLocale();
  const id = useId();
  useDocumentTitle(t('audit.title'));
  useEffect(() => {
    void store.list.load();
  }, [store]);
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className="container account-page audit-log">
      <header className="audit-log__head">
        <h1>{t('audit.title')}</h1>
        <p className="audit-log__lead">
          {t('audit.lead')} <Link to={paths.staffUsers}>{t('audit.users_link')}</Link>
        </p>
        <div className="audit-log__filters">
          <label htmlFor={`${id}-action`}>{t('audit.action')}</label>
          <select
            id={`${id}-action`}
            value={store.action}
            onChange={(event) => {
              const value = event.target.value;
              void store.setAction(isAction(value) ? value : '');
            }}
          >
            <option value="">{t('audit.all_actions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(ACTION_LABELS[action])}
              </option>
            ))}
          </select>
          {store.targetId !== null ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setParams({}, { replace: true });
                void store.setTarget(null);
              }}
            >
              {t('audit.every_account')}
            </button>
          ) : null}
        </div>
      </header>
      {store.list.state === 'error' ? (
        <p className="field-error" role="alert">
          {say(store.list.error)}
        </p>
      ) : null}
      {store.list.state === 'loading' && store.list.items.length === 0 ? (
        <p role="status">{t('audit.loading')}</p>
      ) : null}
      {store.list.state === 'ready' && store.list.items.length === 0 ? (
        <p className="audit-log__empty">{t('audit.empty')}</p>
      ) : null}
      {store.list.items.length > 0 ? (
        // A wide table scrolls on its own on a phone; the keyboard reaches it too.
        <div
          className="audit-log__scroll"
          role="region"
          aria-labelledby={`${id}-caption`}
          // Scrolls sideways on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="audit-log__table" aria-busy={store.list.state === 'loading'}>
            <caption id={`${id}-caption`} className="visually-hidden">
              {t('audit.title')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.account')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {store.list.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.created_at}>
                      {when.format(new Date(entry.created_at))}
                    </time>
                  </td>
                  <td data-user-content>{entry.actor?.name ?? t('audit.deleted_account')}</td>
                  <td>{t(ACTION_LABELS[entry.action])}</td>
                  <td>
                    {entry.target_kind === 'listing' ? `${t('audit.listing')}: ` : null}
                    {entry.target_kind === 'developer' ? `${t('audit.developer')}: ` : null}
                    <span data-user-content>
                      {entry.target_name ??
                        t(
                          entry.target_kind === 'listing'
                            ? msgId('audit.deleted_listing')
                            : entry.target_kind === 'developer'
                              ? msgId('audit.deleted_developer')
                              : msgId('audit.deleted_account'),
                        )}
                    </span>
                    <span className="audit-log__id"> #{entry.target_id}</span>
                  </td>
                  <td>{changeText(t, entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {store.list.meta ? (
        <Pagination
          meta={store.list.meta}
          label={t('audit.pages')}
          onPageChange={(page) => void store.list.goTo(page)}
        />
      ) : null}
    </div>
  );
});
