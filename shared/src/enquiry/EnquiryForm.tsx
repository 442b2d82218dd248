import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { readApiError, sendEnquiry } from '@phuket/shared/api';
import { useRuntimeConfig } from '@phuket/shared/config';
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_SENT_WITH_COPY,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  LINE_ID_MAX,
  PREFERRED_CONTACT_CHOICES,
  enquiryFieldErrors,
  type EnquiryField,
  type PreferredContact,
} from '../contract/enquiry-rules';
import { NAME_MAX } from '../contract/limits';
import { PhoneInput } from '@phuket/shared/phone-input';
import { useStores } from '@phuket/shared/stores';
import { useSubmitFocus } from '@phuket/shared/ui';
import type { EnquiryBody } from '../contract';
import './enquiry-form.css';
import { msgId, sharedMessages, useMessages } from '@phuket/shared/i18n';

export type SendEnquiry = (path: string, body: EnquiryBody) => Promise<{ message: string }>;

export interface EnquiryFormProps {
  /** Where to POST: the page answer's `enquiry_path`. */
  path: string;
  /** What the visitor asks about, named in the prefilled message. */
  subject: string;
  /**
   * The message to start from instead of "I am interested in {subject}" (the contact page
   * asks about nothing in particular, so it starts empty).
   */
  initialMessage?: string;
  /** The page's path, e.g. /properties/7; the message names it with the site's origin. */
  pagePath: string;
  /** The section's id: the sticky contact bar scrolls to it; the name field is `${id}-name`. */
  id?: string;
  title?: string;
  lead?: ReactNode;
  send?: SendEnquiry;
  className?: string;
  /**
   * When set (an owner's preview of an unpublished page), nothing is ever sent: the form is
   * shown as visitors will see it and submitting it says this instead.
   */
  sendingOff?: string;
}

type Errors = Partial<Record<EnquiryField | 'website', string>>;

/**
 * The enquiry as an API older than the WhatsApp and LINE choices takes it: 'chat' ("WhatsApp or
 * LINE"), the LINE ID in the message. Sent when such an API refuses the choice, so a form
 * released before its API still delivers the enquiry.
 */
function forOlderApi({ line_id: lineId, ...body }: EnquiryBody): EnquiryBody {
  const message = lineId ? `${body.message}\n\nLINE ID: ${lineId}` : body.message;
  return { ...body, message, preferred_contact: 'chat' };
}

/** The form's own checks (contract enquiry-rules.ts), each message's id in the catalog. */
const CHECK_IDS: Record<keyof typeof ENQUIRY_MESSAGES, string> = {
  name: msgId('enquiry.error_name'),
  nameLong: msgId('enquiry.error_name_long'),
  email: msgId('enquiry.error_email'),
  phone: msgId('enquiry.error_phone'),
  phoneNeeded: msgId('enquiry.error_phone_needed'),
  lineIdNeeded: msgId('enquiry.error_line_id_needed'),
  lineId: msgId('enquiry.error_line_id'),
  messageShort: msgId('enquiry.error_message_short'),
  messageLong: msgId('enquiry.error_message_long'),
  controlCharacters: msgId('enquiry.error_control_characters'),
};

const PREFERRED_CONTACT_IDS: Record<PreferredContact, string> = {
  chat: msgId('enquiry.contact_chat'),
  whatsapp: msgId('enquiry.contact_whatsapp'),
  line: msgId('enquiry.contact_line'),
  phone: msgId('enquiry.contact_phone'),
  email: msgId('enquiry.contact_email'),
};

const absolute = (path: string) =>
  typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

/**
 * The enquiry form of the property, project, developer and agent pages: checks
 * the fields as the API does, shows each message under its field and focuses the first,
 * says "sent" in a live region. A signed-in visitor finds their name, email and phone filled.
 */
export const EnquiryForm = observer(function EnquiryForm({
  path,
  subject,
  initialMessage,
  pagePath,
  id = 'enquiry',
  title,
  lead,
  send = sendEnquiry,
  className,
  sendingOff,
}: EnquiryFormProps) {
  const { session } = useStores();
  const t = useMessages(sharedMessages);
  /** A check's English message (enquiryFieldErrors) in the page's language. */
  const say = (message: string): string => {
    const key = (Object.keys(CHECK_IDS) as (keyof typeof CHECK_IDS)[]).find(
      (check) => ENQUIRY_MESSAGES[check] === message,
    );
    return key
      ? t(CHECK_IDS[key], {
          max: key === 'nameLong' ? NAME_MAX : ENQUIRY_MESSAGE_MAX,
          min: ENQUIRY_MESSAGE_MIN,
        })
      : message;
  };
  const { ipLookupUrl } = useRuntimeConfig();
  const ownId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneValid, setPhoneValid] = useState(true);
  // The server knows no origin: the path first, the full link once in the browser.
  const greeting = (url: string) =>
    initialMessage ?? t('enquiry.greeting', { title: subject, url });
  const [message, setMessage] = useState(() => greeting(pagePath));
  const messageEdited = useRef(false);
  const [preferred, setPreferred] = useState<PreferredContact>('email');
  const [lineId, setLineId] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  /** The API mailed the sender a copy (only to their own confirmed address when signed in). */
  const [copied, setCopied] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (!messageEdited.current) {
      setMessage(
        initialMessage ?? t('enquiry.greeting', { title: subject, url: absolute(pagePath) }),
      );
    }
  }, [subject, pagePath, initialMessage, t]);

  // The profile fills what the visitor has not typed yet, whenever the session arrives.
  const user = session.user;
  useEffect(() => {
    if (!user) return;
    setName((value) => value || user.name);
    setEmail((value) => value || user.email);
    if (user.phone) setPhone((value) => value || (user.phone ?? ''));
  }, [user]);

  const values = {
    name,
    email,
    phone,
    message,
    preferred_contact: preferred,
    line_id: lineId,
    phoneValid,
  };
  type FormValues = typeof values;

  const check = (given: FormValues = values): Errors => {
    const found: Errors = {};
    for (const [field, message] of Object.entries(enquiryFieldErrors(given))) {
      found[field as EnquiryField] = say(message);
    }
    if (!found.phone && given.phone.trim() && !given.phoneValid) {
      found.phone = t('enquiry.error_phone');
    }
    return found;
  };

  /**
   * A field's message follows its value once shown: gone as soon as the field is right (a red
   * message over a fixed field read as "still wrong"), updated while it is wrong another way.
   * Fields without a message stay quiet until the next Send.
   */
  const recheck = (change: Partial<FormValues>, fields: readonly EnquiryField[]) => {
    const shown = fields.filter((field) => errors[field] !== undefined);
    if (shown.length === 0) return;
    const found = check({ ...values, ...change });
    setErrors((current) => {
      const next = { ...current };
      for (const field of shown) {
        if (found[field]) next[field] = found[field];
        else delete next[field];
      }
      return next;
    });
  };

  const submit = async () => {
    if (sendingOff !== undefined) {
      setFormError(sendingOff);
      return;
    }
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      return;
    }
    setStatus('sending');
    try {
      const body: EnquiryBody = {
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim() || null,
        message: message.trim(),
        preferred_contact: preferred,
        ...(preferred === 'line' ? { line_id: lineId.trim() } : {}),
        ...(website ? { website } : {}),
      };
      let answer: { message: string };
      try {
        answer = await send(path, body);
      } catch (error) {
        const refused = readApiError(error);
        const older =
          refused.status === 422 &&
          refused.errors?.preferred_contact !== undefined &&
          (preferred === 'whatsapp' || preferred === 'line');
        if (!older) throw error;
        answer = await send(path, forOlderApi(body));
      }
      setCopied(answer.message === ENQUIRY_SENT_WITH_COPY);
      // The form gives way to a confirmation: a form reset and ready again invited a second,
      // accidental send of the same enquiry.
      setStatus('sent');
      messageEdited.current = false;
      setMessage(greeting(absolute(pagePath)));
    } catch (error) {
      const problem = readApiError(error);
      const fromApi: Errors = {};
      for (const [field, messages] of Object.entries(problem.errors ?? {})) {
        if (messages[0]) fromApi[field as EnquiryField] = messages[0];
      }
      setErrors(fromApi);
      setFormError(Object.keys(fromApi).length > 0 ? null : problem.message);
      setStatus('idle');
    }
  };

  const { ref, onSubmit } = useSubmitFocus(submit);
  const fieldId = (field: string) => `${id}-${field}`;
  const described = (field: EnquiryField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(field)}-error` } : {};
  const fieldError = (field: EnquiryField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section
      id={id}
      className={['detail-card', 'enquiry-form', className].filter(Boolean).join(' ')}
      aria-labelledby={`${ownId}-title`}
    >
      <h2 id={`${ownId}-title`} className="enquiry-form__title">
        {title ?? t('enquiry.title')}
      </h2>
      {lead ? <p className="enquiry-form__lead">{lead}</p> : null}
      {/* Always on the page, so its text is announced when it arrives; focused as the form
          it replaces goes (the focus was on that form's button). */}
      <p ref={sentRef} tabIndex={-1} className="enquiry-form__sent" role="status">
        {status === 'sent' ? (copied ? t('enquiry.sent_copied') : t('enquiry.sent')) : ''}
      </p>
      {status === 'sent' ? (
        <button
          type="button"
          className="button button--secondary enquiry-form__again"
          onClick={() => {
            setErrors({});
            setStatus('idle');
          }}
        >
          {t('enquiry.send_another')}
        </button>
      ) : (
        <form ref={ref} noValidate onSubmit={onSubmit} className="enquiry-form__form">
          <div className="field">
            <label htmlFor={fieldId('name')}>{t('enquiry.name')}</label>
            <input
              id={fieldId('name')}
              name="name"
              autoComplete="name"
              value={name}
              maxLength={300}
              onChange={(event) => {
                setName(event.target.value);
                recheck({ name: event.target.value }, ['name']);
              }}
              {...described('name')}
            />
            {fieldError('name')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('email')}>{t('enquiry.email')}</label>
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                recheck({ email: event.target.value }, ['email']);
              }}
              {...described('email')}
            />
            {fieldError('email')}
          </div>
          <div className="enquiry-form__phone">
            <PhoneInput
              id={fieldId('phone')}
              name="phone"
              label={
                preferred === 'email' || preferred === 'line'
                  ? t('enquiry.phone_optional')
                  : t('enquiry.phone')
              }
              value={phone}
              ipLookupUrl={ipLookupUrl}
              error={errors.phone ?? null}
              onChange={(value) => {
                const valid = value.phone === '' || value.validation.valid;
                setPhone(value.phone);
                setPhoneValid(valid);
                recheck({ phone: value.phone, phoneValid: valid }, ['phone']);
              }}
            />
          </div>
          <fieldset className="enquiry-form__contact">
            <legend>{t('enquiry.preferred_contact')}</legend>
            <div className="enquiry-form__options">
              {PREFERRED_CONTACT_CHOICES.map((option) => (
                <label key={option} className="enquiry-form__option">
                  <input
                    type="radio"
                    name={`${id}-preferred_contact`}
                    value={option}
                    checked={preferred === option}
                    onChange={() => {
                      setPreferred(option);
                      // Email and LINE need no phone: a "phone needed" message goes with them.
                      recheck({ preferred_contact: option }, ['phone', 'line_id']);
                    }}
                  />
                  {t(PREFERRED_CONTACT_IDS[option])}
                </label>
              ))}
            </div>
          </fieldset>
          {preferred === 'line' ? (
            <div className="field">
              <label htmlFor={fieldId('line_id')}>{t('enquiry.line_id')}</label>
              <input
                id={fieldId('line_id')}
                name="line_id"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={lineId}
                maxLength={LINE_ID_MAX + 1}
                aria-describedby={
                  errors.line_id ? `${fieldId('line_id')}-error` : `${fieldId('line_id')}-hint`
                }
                aria-invalid={errors.line_id ? true : undefined}
                onChange={(event) => {
                  setLineId(event.target.value);
                  recheck({ line_id: event.target.value }, ['line_id']);
                }}
              />
              {errors.line_id ? (
                fieldError('line_id')
              ) : (
                <p id={`${fieldId('line_id')}-hint`} className="enquiry-form__hint">
                  {t('enquiry.line_id_hint')}
                </p>
              )}
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={fieldId('message')}>{t('enquiry.message')}</label>
            <textarea
              id={fieldId('message')}
              name="message"
              rows={5}
              maxLength={ENQUIRY_MESSAGE_MAX + 100}
              value={message}
              onChange={(event) => {
                messageEdited.current = true;
                setMessage(event.target.value);
                recheck({ message: event.target.value }, ['message']);
              }}
              {...described('message')}
            />
            {fieldError('message')}
          </div>
          {/* For bots only: hidden from people and assistive technology, out of the tab order. */}
          <div className="enquiry-form__trap" aria-hidden="true">
            <label htmlFor={fieldId('website')}>{t('enquiry.website')}</label>
            <input
              id={fieldId('website')}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
          {formError ? (
            <p className="field-error enquiry-form__error" role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className="button enquiry-form__submit"
            disabled={status === 'sending'}
          >
            {status === 'sending' ? t('enquiry.sending') : t('enquiry.send')}
          </button>
        </form>
      )}
    </section>
  );
});
