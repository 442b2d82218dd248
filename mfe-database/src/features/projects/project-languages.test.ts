import { NO_LANGUAGES, languagesOf } from '../../common/LanguagesField';
import { projectBody, projectConfig } from './project-fields';

// A project's languages in its form: read from the draft, sent with step 2.

describe("the project's languages", () => {
  it('read from the draft and sent as language and translations', () => {
    const languages = languagesOf({
      language: 'th',
      translations: { en: { title: 'Sea Breeze', description: 'Villas.' } },
    });
    expect(languages).toEqual({
      language: 'th',
      translations: { en: { title: 'Sea Breeze', description: 'Villas.' } },
    });
    const values = { ...projectConfig.empty, title: 'ซีบรีซ', languages };
    expect(projectBody(['title', 'languages'], values)).toEqual({
      title: 'ซีบรีซ',
      language: 'th',
      translations: { en: { title: 'Sea Breeze', description: 'Villas.' } },
    });
  });

  it('reads a draft without languages as English without translations', () => {
    expect(languagesOf({})).toEqual({ language: 'en', translations: {} });
    expect(languagesOf({ language: 'fr', translations: null })).toEqual(NO_LANGUAGES);
  });
});
