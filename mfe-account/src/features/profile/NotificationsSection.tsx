import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { getNotifications, updateNotifications } from '@phuket/shared/api/account';
import { Modal } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { FormMessage } from '../../common/FormMessage';
import { NOTIFICATION_OPTIONS, NotificationsForm } from './notifications-form';
import { Section } from './Section';

export const NotificationsSection = observer(function NotificationsSection() {
  const [form] = useState(() => new NotificationsForm({ getNotifications, updateNotifications }));
  const [modalOpen, setModalOpen] = useState(false);
  const t = useMessages(accountMessages);
  const say = useKnownMessages();

  useEffect(() => {
    void form.load();
  }, [form]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.save()) setModalOpen(true);
  };

  const values = form.values;

  return (
    <Section id="notifications" title={t('notifications.title')} lead={t('notifications.lead')}>
      {form.loadError && (
        <FormMessage kind="error">
          <p>{say(form.loadError)}</p>
          <p>
            <button type="button" className="link-button" onClick={() => void form.load()}>
              {t('form.try_again')}
            </button>
          </p>
        </FormMessage>
      )}
      {!values && !form.loadError && (
        <p className="profile-section__loading" role="status">
          {t('notifications.loading')}
        </p>
      )}
      {values && (
        <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {form.formError && <FormMessage kind="error">{say(form.formError)}</FormMessage>}
          <fieldset className="checkbox-list">
            <legend className="visually-hidden">{t('notifications.legend')}</legend>
            {NOTIFICATION_OPTIONS.map((option) => (
              <label key={option.key} className="checkbox-list__item">
                <input
                  type="checkbox"
                  name={option.key}
                  checked={values[option.key]}
                  aria-describedby={`notification-note-${option.key}`}
                  onChange={(event) => form.toggle(option.key, event.target.checked)}
                />
                <span>
                  <span className="checkbox-list__label">{t(option.label)}</span>
                  <span
                    id={`notification-note-${option.key}`}
                    className="checkbox-list__note"
                    aria-hidden="true"
                  >
                    {t(option.note)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={form.saving}>
            {form.saving ? t('form.saving') : t('notifications.save')}
          </button>
        </form>
      )}
      <Modal open={modalOpen} type="notifications" onClose={() => setModalOpen(false)} />
    </Section>
  );
});
