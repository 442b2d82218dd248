import { CONTACT_ENQUIRY_PATH } from '@phuket/shared/api';
import { useRuntimeConfig } from '@phuket/shared/config';
import { EnquiryForm } from '@phuket/shared/enquiry';
import { displayPhone } from '@phuket/shared/phone-input';
import { paths } from '@phuket/shared/routes';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './contact.css';
import { useDocumentTitle } from '@phuket/shared/ui';

/**
 * /contact-us: the company's phone, email and address from the runtime
 * config, and the enquiry form posting the support message (docs/product-rules.md §8) to the company.
 */
export default function ContactPage() {
  const t = useMessages(catalogMessages);
  useDocumentTitle(t('contact.title'));
  const { company } = useRuntimeConfig();
  const hasDetails = Boolean(company.phone || company.email || company.address);
  return (
    <div className="container catalog-page contact-page">
      <header className="contact-page__head">
        <h1>{t('contact.title')}</h1>
        <p className="contact-page__lead">{t('contact.lead')}</p>
      </header>
      <div className="contact-page__layout">
        {hasDetails ? (
          <section className="detail-card contact-page__details" aria-labelledby="contact-office">
            <h2 id="contact-office" data-user-content>
              {company.name}
            </h2>
            <dl className="contact-page__list">
              {company.phone ? (
                <div>
                  <dt>{t('contact.phone')}</dt>
                  <dd>
                    <a href={`tel:${company.phone}`}>{displayPhone(company.phone)}</a>
                  </dd>
                </div>
              ) : null}
              {company.email ? (
                <div>
                  <dt>{t('contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </dd>
                </div>
              ) : null}
              {company.address ? (
                <div>
                  <dt>{t('contact.office')}</dt>
                  <dd>
                    <address data-user-content>{company.address}</address>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        ) : null}
        <EnquiryForm
          id="contact-form"
          path={CONTACT_ENQUIRY_PATH}
          subject={company.name}
          initialMessage=""
          pagePath={paths.contactUs}
          title={t('contact.form_title')}
          className="contact-page__form"
        />
      </div>
    </div>
  );
}
