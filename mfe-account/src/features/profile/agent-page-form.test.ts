import type { UpdateAgentPageBody } from '@phuket/shared/api/account';
import { AGENT_BIO_MAX, AGENT_PROFILE_MESSAGES } from '@phuket/shared/contract';
import { apiError } from '../../test/api-error';
import { AgentPageForm } from './agent-page-form';

function deps(saved: { bio: string | null; languages: string[] } = { bio: null, languages: [] }) {
  const sent: UpdateAgentPageBody[] = [];
  return {
    sent,
    getAgentPage: () => Promise.resolve({ agent_page: saved }),
    updateAgentPage: (input: UpdateAgentPageBody) => {
      sent.push(input);
      return Promise.resolve({
        agent_page: { bio: input.bio.trim() || null, languages: [...input.languages] },
      });
    },
  };
}

describe('AgentPageForm', () => {
  it('loads, and saves the trimmed bio with the languages in the list order', async () => {
    const api = deps({ bio: 'Old bio', languages: ['ru'] });
    const form = new AgentPageForm(api);
    await form.load();
    expect(form.bio).toBe('Old bio');
    expect([...form.languages]).toEqual(['ru']);
    form.setBio('  New bio  ');
    form.toggleLanguage('en', true);
    form.toggleLanguage('th', true);
    form.toggleLanguage('th', false);
    expect(await form.save()).toBe(true);
    expect(api.sent).toEqual([{ bio: 'New bio', languages: ['en', 'ru'] }]);
    expect(form.saved).toBe(true);
  });

  it('refuses a too long bio and control characters before sending', async () => {
    const api = deps();
    const form = new AgentPageForm(api);
    await form.load();
    form.setBio('a'.repeat(AGENT_BIO_MAX + 1));
    expect(await form.save()).toBe(false);
    expect(form.errors.bio).toBe(AGENT_PROFILE_MESSAGES.bioLong);
    form.setBio('Ring\u0007me');
    expect(await form.save()).toBe(false);
    expect(form.errors.bio).toBe(AGENT_PROFILE_MESSAGES.controlCharacters);
    expect(api.sent).toEqual([]);
  });

  it("puts the server's field errors under the fields", async () => {
    const form = new AgentPageForm({
      ...deps(),
      updateAgentPage: () =>
        Promise.reject(
          apiError(422, {
            message: AGENT_PROFILE_MESSAGES.languageUnknown,
            errors: { languages: [AGENT_PROFILE_MESSAGES.languageUnknown] },
          }),
        ),
    });
    await form.load();
    expect(await form.save()).toBe(false);
    expect(form.errors.languages).toBe(AGENT_PROFILE_MESSAGES.languageUnknown);
    expect(form.formError).toBeNull();
  });
});
