import { useMediaUrl } from '@phuket/shared/config';
import { useMessages } from '@phuket/shared/i18n';
import { telLink } from '@phuket/shared/ui';
import { presentationsMessages } from './messages';
import './contact-block.css';

/** The owner's contact as the public answer sends it: a field the owner did not choose is null. */
export interface ContactCard {
  name: string | null;
  /** Avatar or company logo, as the owner chose; null: no picture. */
  image_url: string | null;
  phone: string | null;
  chat_url: string | null;
  email: string | null;
}

function Picture({ contact }: { contact: ContactCard }) {
  const src = useMediaUrl()(contact.image_url);
  if (src) {
    return <img className="pres-contact__image" src={src} alt="" width={64} height={64} />;
  }
  const initial = contact.name?.trim()[0];
  return initial ? (
    <span className="pres-contact__image pres-contact__initial" aria-hidden="true">
      {initial.toUpperCase()}
    </span>
  ) : null;
}

/** The owner's card at the end of a presentation and on its "no longer available" page. */
export function ContactBlock({ contact, heading }: { contact: ContactCard; heading?: string }) {
  const t = useMessages(presentationsMessages);
  const tel = telLink(contact.phone);
  const mail = contact.email ? `mailto:${contact.email}` : null;
  return (
    <section className="pres-contact" aria-labelledby="pres-contact-heading">
      <h2 id="pres-contact-heading" className="pres-contact__heading">
        {heading ?? t('contact.heading')}
      </h2>
      <div className="pres-contact__who">
        <Picture contact={contact} />
        <div>
          {contact.name ? (
            <p className="pres-contact__name" data-user-content>
              {contact.name}
            </p>
          ) : null}
          {contact.phone ? (
            <p className="pres-contact__line" data-user-content>
              {contact.phone}
            </p>
          ) : null}
          {contact.email ? (
            <p className="pres-contact__line" data-user-content>
              {contact.email}
            </p>
          ) : null}
        </div>
      </div>
      <div className="pres-contact__buttons no-print">
        {contact.chat_url ? (
          <a
            className="pres-contact__button pres-contact__button--chat"
            href={contact.chat_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('contact.chat_whatsapp')}
          </a>
        ) : null}
        {tel ? (
          <a className="pres-contact__button pres-contact__button--primary" href={tel}>
            {t('contact.call')}
          </a>
        ) : null}
        {mail ? (
          <a className="pres-contact__button" href={mail}>
            {t('contact.email')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** Phones only (CSS): chat and call where a thumb reaches; nothing when neither is shown. */
export function StickyContactBar({ contact }: { contact: ContactCard }) {
  const t = useMessages(presentationsMessages);
  const tel = telLink(contact.phone);
  const mail = contact.email ? `mailto:${contact.email}` : null;
  if (!contact.chat_url && !tel && !mail) return null;
  const who = contact.name ? t('contact.bar_named', { name: contact.name }) : t('contact.bar');
  return (
    <nav className="pres-contact-bar no-print" aria-label={who}>
      {contact.chat_url ? (
        <a
          className="pres-contact-bar__item pres-contact-bar__item--chat"
          href={contact.chat_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('contact.chat')}
        </a>
      ) : null}
      {tel ? (
        <a className="pres-contact-bar__item pres-contact-bar__item--primary" href={tel}>
          {t('contact.call')}
        </a>
      ) : null}
      {mail ? (
        <a className="pres-contact-bar__item" href={mail}>
          {t('contact.email')}
        </a>
      ) : null}
    </nav>
  );
}
