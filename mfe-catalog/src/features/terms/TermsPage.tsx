import { Fragment, type ReactNode } from 'react';
import { CURRENCY_COOKIE, SIGNED_IN_COOKIE } from '@phuket/shared/api';
import { LOCALE_COOKIE, formatDateIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { termsMessages } from './messages';
import { DocumentPage } from '../../common/document/DocumentPage';

/** The day these terms last changed (UTC, as the site's dates are shown). */
const UPDATED = '2026-11-28';
/** The company's registered name: the same in every language, read out in English. */
const COMPANY = 'WOW Phuket Co., Ltd.';
const EMAIL = 'privacy@wowphuket.com';
const PHONE = { href: 'tel:+6676123456', text: '+66 76 123 456' };

const SECTIONS = [
  { id: 'terms-of-use', title: msgId('terms.section.terms_of_use') },
  { id: 'listings', title: msgId('terms.section.listings') },
  { id: 'accounts', title: msgId('terms.section.accounts') },
  { id: 'privacy', title: msgId('terms.section.privacy') },
  { id: 'data-we-collect', title: msgId('terms.section.data') },
  { id: 'cookies', title: msgId('terms.section.cookies') },
  { id: 'retention', title: msgId('terms.section.retention') },
  { id: 'rights', title: msgId('terms.section.rights') },
  { id: 'contact', title: msgId('terms.section.contact') },
];

const DATA_WE_COLLECT = [
  { label: msgId('terms.data.email_label'), text: msgId('terms.data.email') },
  { label: msgId('terms.data.phone_label'), text: msgId('terms.data.phone') },
  { label: msgId('terms.data.account_label'), text: msgId('terms.data.account') },
  { label: msgId('terms.data.technical_label'), text: msgId('terms.data.technical') },
];

const RETENTION = [
  msgId('terms.retention.mailing'),
  msgId('terms.retention.account'),
  msgId('terms.retention.tokens'),
  msgId('terms.retention.codes'),
  msgId('terms.retention.logs'),
];

// A sentence holding a link or a name stays one message, whatever the word order of each
// language: the message is formatted with a marker for each part, then split around them.
const MARK = '\u0001';

/** Each part's marker, as the message's values. */
function markers(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
}

/** `text` with each marked part replaced by its element. */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
    );
}

export default function TermsPage() {
  const t = useMessages(termsMessages);
  const locale = useLocale();
  const address = t('terms.address');
  const company = (
    // A registered name: not translated, and read out as written.
    <span lang="en" translate="no">
      {COMPANY}
    </span>
  );
  return (
    <DocumentPage
      title={t('terms.title')}
      intro={<p>{t('terms.updated', { date: formatDateIn(locale, UPDATED) })}</p>}
      contentsLabel={t('terms.contents')}
      sections={SECTIONS.map((section) => ({ id: section.id, title: t(section.title) }))}
    >
      <section id="terms-of-use">
        <h2>{t('terms.section.terms_of_use')}</h2>
        <p>
          {withParts(t('terms.use.operator', { ...markers('company'), address }), {
            company,
          })}
        </p>
        <p>{t('terms.use.allowed')}</p>
      </section>
      <section id="listings">
        <h2>{t('terms.section.listings')}</h2>
        <p>{t('terms.listings.who')}</p>
        <p>{t('terms.listings.prices')}</p>
      </section>
      <section id="accounts">
        <h2>{t('terms.section.accounts')}</h2>
        <p>{t('terms.accounts.text')}</p>
      </section>
      <section id="privacy">
        <h2>{t('terms.section.privacy')}</h2>
        <p>{withParts(t('terms.privacy.text', markers('company')), { company })}</p>
      </section>
      <section id="data-we-collect">
        <h2>{t('terms.section.data')}</h2>
        <ul>
          {DATA_WE_COLLECT.map((entry) => (
            <li key={entry.label}>
              <strong>{t(entry.label)}</strong> — {t(entry.text)}
            </li>
          ))}
        </ul>
      </section>
      <section id="cookies">
        <h2>{t('terms.section.cookies')}</h2>
        <p>{t('terms.cookies.intro')}</p>
        <ul>
          {/* The names the browser stores them under: the same in every language. */}
          <li>
            <code lang="en">token</code> — {t('terms.cookies.token')}
          </li>
          <li>
            <code lang="en">selectedCurrency</code> — {t('terms.cookies.currency')}
          </li>
          <li>
            <code lang="en">{CURRENCY_COOKIE}</code> — {t('terms.cookies.currency_cookie')}
          </li>
          <li>
            <code lang="en">{LOCALE_COOKIE}</code> — {t('terms.cookies.locale')}
          </li>
          <li>
            <code lang="en">{SIGNED_IN_COOKIE}</code> — {t('terms.cookies.signed_in')}
          </li>
        </ul>
        <p>{t('terms.cookies.maps')}</p>
      </section>
      <section id="retention">
        <h2>{t('terms.section.retention')}</h2>
        <ul>
          {RETENTION.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>
      <section id="rights">
        <h2>{t('terms.section.rights')}</h2>
        <p>{t('terms.rights.text')}</p>
      </section>
      <section id="contact">
        <h2>{t('terms.section.contact')}</h2>
        <p>
          {withParts(
            t('terms.contact.text', { ...markers('email', 'phone', 'company'), address }),
            {
              // An address, not words: the same in every language.
              email: (
                <a href={`mailto:${EMAIL}`} data-user-content>
                  {EMAIL}
                </a>
              ),
              phone: <a href={PHONE.href}>{PHONE.text}</a>,
              company,
            },
          )}
        </p>
      </section>
    </DocumentPage>
  );
}
