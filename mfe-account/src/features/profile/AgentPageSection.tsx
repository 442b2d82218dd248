import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getAgentPage, updateAgentPage } from '@phuket/shared/api/account';
import { AGENT_BIO_MAX, AGENT_LANGUAGES, AGENT_PROFILE_SAVED } from '@phuket/shared/contract';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useSubmitFocus } from '@phuket/shared/ui';
import { formatNumberIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { FormMessage } from '../../common/FormMessage';
import { AgentPageForm } from './agent-page-form';
import { Section } from './Section';

/** Bio and languages of a broker's or developer's public agent page. */
export const AgentPageSection = observer(function AgentPageSection({ userId }: { userId: number }) {
  const [form] = useState(() => new AgentPageForm({ getAgentPage, updateAgentPage }));
  const { ref, onSubmit } = useSubmitFocus(() => form.save());
  const id = useId();
  const locale = useLocale();
  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  const [readOn, beside] = aroundSlot(t('agent_page.lead', { link: SLOT }));
  // Language names in the page's language, from the browser's own list; English keeps the
  // contract's names.
  const [names] = useState(() =>
    locale === 'en' ? null : new Intl.DisplayNames([locale], { type: 'language' }),
  );

  useEffect(() => {
    void form.load();
  }, [form]);

  const bioError = form.errors.bio;
  const languagesError = form.errors.languages;
  return (
    <Section
      id="agent-page"
      title={t('agent_page.title')}
      lead={
        <>
          {readOn}
          <Link to={paths.agent(userId)}>{t('agent_page.link')}</Link>
          {beside}
        </>
      }
    >
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
      {!form.loaded && !form.loadError && (
        <p className="profile-section__loading" role="status">
          {t('agent_page.loading')}
        </p>
      )}
      {form.loaded && (
        <form className="profile-form agent-page-form" noValidate ref={ref} onSubmit={onSubmit}>
          {form.formError && <FormMessage kind="error">{say(form.formError)}</FormMessage>}
          {form.saved && (
            <FormMessage kind="success">
              <p>{say(AGENT_PROFILE_SAVED)}</p>
            </FormMessage>
          )}
          <div className="field">
            <label htmlFor={`${id}-bio`}>{t('agent_page.bio')}</label>
            <textarea
              id={`${id}-bio`}
              name="bio"
              rows={6}
              value={form.bio}
              maxLength={AGENT_BIO_MAX}
              aria-invalid={bioError ? true : undefined}
              aria-describedby={`${id}-bio-hint${bioError ? ` ${id}-bio-error` : ''}`}
              onChange={(event) => form.setBio(event.target.value)}
            />
            <p id={`${id}-bio-hint`} className="field-hint">
              {t('agent_page.bio_hint', {
                max: formatNumberIn(locale, AGENT_BIO_MAX),
                now: formatNumberIn(locale, form.bio.trim().length),
              })}
            </p>
            {bioError && (
              <p id={`${id}-bio-error`} className="field-error">
                {say(bioError)}
              </p>
            )}
          </div>
          <fieldset
            className="checkbox-list agent-page-form__languages"
            aria-describedby={languagesError ? `${id}-languages-error` : undefined}
          >
            <legend className="checkbox-list__legend">{t('agent_page.languages')}</legend>
            <div className="agent-page-form__language-grid">
              {AGENT_LANGUAGES.map((language) => (
                <label key={language.code} className="checkbox-list__item">
                  <input
                    type="checkbox"
                    name="languages"
                    value={language.code}
                    checked={form.languages.has(language.code)}
                    aria-invalid={languagesError ? true : undefined}
                    onChange={(event) => form.toggleLanguage(language.code, event.target.checked)}
                  />
                  <span className="checkbox-list__label">
                    {names?.of(language.code) ?? language.name}
                  </span>
                </label>
              ))}
            </div>
            {languagesError && (
              <p id={`${id}-languages-error`} className="field-error">
                {say(languagesError)}
              </p>
            )}
          </fieldset>
          <button type="submit" className="button" disabled={form.saving}>
            {form.saving ? t('form.saving') : t('agent_page.save')}
          </button>
        </form>
      )}
    </Section>
  );
});
