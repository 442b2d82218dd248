import { Link } from '@phuket/shared/router';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './contact-buttons.css';

/** Messaging-service chat link built from the digits of the phone; null without digits. */
export function chatLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

export function telLink(phone: string | null | undefined): string | null {
  const cleaned = (phone ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(cleaned) ? `tel:${cleaned}` : null;
}

export interface ContactButtonsProps {
  phone?: string | null;
  email?: string | null;
  /** Internal route, e.g. the agent page. */
  to?: string;
  toLabel?: string;
  /** Fired by the 'Contact' button (e.g. to open a form). */
  onContact?: () => void;
  contactLabel?: string;
  chatLabel?: string;
  emailLabel?: string;
  callLabel?: string;
  className?: string;
}

/** Each button appears only when its data or handler is given. */
export function ContactButtons({
  phone,
  email,
  to,
  toLabel,
  onContact,
  contactLabel,
  chatLabel = 'WhatsApp',
  emailLabel,
  callLabel,
  className,
}: ContactButtonsProps) {
  const t = useMessages(sharedMessages);
  const chat = chatLink(phone);
  const tel = telLink(phone);
  const mail = email?.trim() ? `mailto:${email.trim()}` : null;
  return (
    <div className={['contact-buttons', className].filter(Boolean).join(' ')}>
      {chat ? (
        <a
          className="contact-buttons__item contact-buttons__item--chat"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
        >
          {chatLabel}
        </a>
      ) : null}
      {tel ? (
        <a className="contact-buttons__item" href={tel}>
          {callLabel ?? t('contact.call')}
        </a>
      ) : null}
      {mail ? (
        <a className="contact-buttons__item" href={mail}>
          {emailLabel ?? t('contact.email')}
        </a>
      ) : null}
      {to ? (
        <Link className="contact-buttons__item" to={to}>
          {toLabel ?? t('contact.view_agent')}
        </Link>
      ) : null}
      {onContact ? (
        <button
          type="button"
          className="contact-buttons__item contact-buttons__item--primary"
          onClick={onContact}
        >
          {contactLabel ?? t('contact.contact')}
        </button>
      ) : null}
    </div>
  );
}
