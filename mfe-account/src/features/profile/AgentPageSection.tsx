import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getAgentPage, updateAgentPage } from '@phuket/shared/api/account';
import { AGENT_BIO_MAX, AGENT_LANGUAGES, AGENT_PROFILE_SAVED } from '@phuket/shared/contract';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useSubmitFocus } from '@phuket/shared/ui';
import { FormMessage } from '../../common/FormMessage';
import { AgentPageForm } from './agent-page-form';
import { Section } from './Section';

/** Bio and languages of a broker's or developer's public agent page (issue 15, defect 8). */
export const AgentPageSection = observer(function AgentPageSection({ userId }: { userId: number }) {
  const [form] = useState(() => new AgentPageForm({ getAgentPage, updateAgentPage }));
  const { ref, onSubmit } = useSubmitFocus(() => form.save());
  const id = useId();

  useEffect(() => {
    void form.load();
  }, [form]);

  const bioError = form.errors.bio;
  const languagesError = form.errors.languages;
  return (
    <Section
      id="agent-page"
      title="Agent page"
      lead={
        <>
          What visitors read about you on <Link to={paths.agent(userId)}>your agent page</Link>,
          beside your listings.
        </>
      }
    >
      {form.loadError && (
        <FormMessage kind="error">
          <p>{form.loadError}</p>
          <p>
            <button type="button" className="link-button" onClick={() => void form.load()}>
              Try again
            </button>
          </p>
        </FormMessage>
      )}
      {!form.loaded && !form.loadError && (
        <p className="profile-section__loading" role="status">
          Loading your agent page…
        </p>
      )}
      {form.loaded && (
        <form className="profile-form agent-page-form" noValidate ref={ref} onSubmit={onSubmit}>
          {form.formError && <FormMessage kind="error">{form.formError}</FormMessage>}
          {form.saved && (
            <FormMessage kind="success">
              <p>{AGENT_PROFILE_SAVED}</p>
            </FormMessage>
          )}
          <div className="field">
            <label htmlFor={`${id}-bio`}>Bio</label>
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
              Plain text, up to {AGENT_BIO_MAX.toLocaleString('en-US')} characters (
              {form.bio.trim().length.toLocaleString('en-US')} now). Leave it empty to show none.
            </p>
            {bioError && (
              <p id={`${id}-bio-error`} className="field-error">
                {bioError}
              </p>
            )}
          </div>
          <fieldset
            className="checkbox-list agent-page-form__languages"
            aria-describedby={languagesError ? `${id}-languages-error` : undefined}
          >
            <legend className="checkbox-list__legend">Languages you speak</legend>
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
                  <span className="checkbox-list__label">{language.name}</span>
                </label>
              ))}
            </div>
            {languagesError && (
              <p id={`${id}-languages-error`} className="field-error">
                {languagesError}
              </p>
            )}
          </fieldset>
          <button type="submit" className="button" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save agent page'}
          </button>
        </form>
      )}
    </Section>
  );
});
