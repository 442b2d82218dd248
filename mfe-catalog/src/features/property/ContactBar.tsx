import { chatLink, telLink } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';

/** The enquiry form's section id on the property page. */
export const ENQUIRY_ID = 'enquiry';

/** Scrolls to the enquiry form and puts the cursor in its first field. */
export function goToEnquiry(): void {
  const section = document.getElementById(ENQUIRY_ID);
  if (!section) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // preventScroll: the scroll above is already on its way; focus must not jump it.
  document.getElementById(`${ENQUIRY_ID}-name`)?.focus({ preventScroll: true });
}

/**
 * Phones only (CSS, at most 640 px wide): chat, call and enquire at the bottom of the screen,
 * where a thumb reaches. Chat and call appear when the agent shows a phone number.
 */
export function ContactBar({ phone }: { phone: string | null }) {
  const chat = chatLink(phone);
  const tel = telLink(phone);
  const t = useMessages(propertyMessages);
  return (
    <nav className="contact-bar" aria-label={t('property.contact_bar')}>
      {chat ? (
        <a
          className="contact-bar__item contact-bar__item--chat"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('property.chat')}
        </a>
      ) : null}
      {tel ? (
        <a className="contact-bar__item" href={tel}>
          {t('property.call')}
        </a>
      ) : null}
      <button
        type="button"
        className="contact-bar__item contact-bar__item--primary"
        onClick={goToEnquiry}
      >
        {t('property.enquire')}
      </button>
    </nav>
  );
}
