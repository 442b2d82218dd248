import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentTranslations } from '@phuket/shared/domain';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import { ShownIn } from './ShownIn';
import { TranslationsEditor } from './TranslationsEditor';

function Harness({ errors }: { errors?: Record<string, string> }) {
  const [language, setLanguage] = useState<Locale>('en');
  const [translations, setTranslations] = useState<ContentTranslations>({});
  return (
    <>
      <TranslationsEditor
        language={language}
        onLanguageChange={setLanguage}
        translations={translations}
        onTranslationsChange={setTranslations}
        errors={errors}
        titleMax={255}
        descriptionMax={10_000}
      />
      <output data-testid="value">{JSON.stringify({ language, translations })}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as unknown;

describe('TranslationsEditor', () => {
  beforeAll(() => sharedMessages.load('ru'));

  it('adds, fills and removes a translation, never in the original language', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByLabelText('Add a translation in');
    // English is the original: it is not offered as a translation.
    expect(Array.from((add as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'ru',
      'th',
      'zh',
    ]);
    await user.selectOptions(add, 'th');
    await user.click(screen.getByRole('button', { name: 'Add translation' }));
    expect(screen.getByRole('group', { name: 'Translation: Thai' })).toBeInTheDocument();
    const title = screen.getByLabelText('Title', { selector: '[id$="-th-title"]' });
    // Screen readers and spell checkers read the field as Thai.
    expect(title).toHaveAttribute('lang', 'th');
    await user.type(title, 'วิลล่า');
    expect(value()).toEqual({
      language: 'en',
      translations: { th: { title: 'วิลล่า', description: null } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove translation: Thai' }));
    expect(value()).toEqual({ language: 'en', translations: {} });
  });

  it('shows the API errors beside their fields, in the page language', async () => {
    render(
      <LocaleProvider locale="ru">
        <TranslationsEditor
          language="en"
          onLanguageChange={() => undefined}
          translations={{ zh: { title: '', description: null } }}
          onTranslationsChange={() => undefined}
          errors={{ 'translations.zh.title': 'Enter the title in this language.' }}
          titleMax={255}
          descriptionMax={10_000}
        />
      </LocaleProvider>,
    );
    const title = screen.getByLabelText('Заголовок');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Введите заголовок на этом языке.');
    expect(screen.getByRole('group', { name: 'Перевод: Китайский' })).toBeInTheDocument();
  });
});

describe('ShownIn', () => {
  beforeAll(() => sharedMessages.load('ru'));

  it('says which language an untranslated text is in, and nothing in the page language', () => {
    const { container, rerender } = render(
      <LocaleProvider locale="ru">
        <ShownIn language="en" />
      </LocaleProvider>,
    );
    expect(container).toHaveTextContent('Показано на английском');
    rerender(
      <LocaleProvider locale="ru">
        <ShownIn language="ru" />
      </LocaleProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
