import { act, render, screen } from '@testing-library/react';
import type { DeveloperDraft } from '@phuket/shared/api/database';
import {
  TITLE_REQUIRED_MESSAGE,
  YEAR_FOUNDED_MAX,
  YEAR_FOUNDED_MIN,
} from '@phuket/shared/contract';
import type { Locale } from '@phuket/shared/i18n';
import { LocaleProvider } from '@phuket/shared/i18n';
import { TextField } from '../../common/fields';
import { databaseMessages } from '../../common/messages';
import { recordStepsStore } from '../../common/record-steps-store';
import { developerConfig } from './developer-fields';
import type { DeveloperValues } from './developer-fields';

// A field's message stays English in the store (the API and the checks compare it) and is
// shown in the page's language: the package's own checks and the shared contract's rules.

async function fields(locale: Locale) {
  await databaseMessages.load(locale);
  const store = recordStepsStore<DeveloperDraft, DeveloperValues>(developerConfig, 60_000);
  render(
    <LocaleProvider locale={locale}>
      <TextField store={store} name="title" label="title" />
      <TextField store={store} name="year_founded" label="year" />
    </LocaleProvider>,
  );
  act(() => {
    store.set('title', ' ');
    store.set('year_founded', '3000');
  });
  return store;
}

it('shows a field message in Russian while the store keeps the English', async () => {
  const store = await fields('ru');
  expect(store.errors.title).toBe(TITLE_REQUIRED_MESSAGE);
  expect(screen.getByLabelText('title')).toHaveAccessibleDescription('Введите название.');
  expect(screen.getByLabelText('year')).toHaveAccessibleDescription(
    `Год основания должен быть целым числом от ${YEAR_FOUNDED_MIN} до ${YEAR_FOUNDED_MAX}.`,
  );
  store.dispose();
});

it('shows the English message unchanged in English', async () => {
  const store = await fields('en');
  expect(screen.getByLabelText('title')).toHaveAccessibleDescription(TITLE_REQUIRED_MESSAGE);
  expect(screen.getByLabelText('year')).toHaveAccessibleDescription(
    `The year founded must be a whole number from ${YEAR_FOUNDED_MIN} to ${YEAR_FOUNDED_MAX}.`,
  );
  store.dispose();
});
