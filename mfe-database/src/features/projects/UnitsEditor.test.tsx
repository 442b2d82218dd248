import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDraft, UnitImportResult } from '@phuket/shared/api/database';
import { UNIT_MESSAGES, projectPaths } from '@phuket/shared/contract';
import type { Locale } from '@phuket/shared/i18n';
import { LocaleProvider } from '@phuket/shared/i18n';
import { databaseMessages } from '../../common/messages';
import { recordStepsStore } from '../../common/record-steps-store';
import { projectConfig } from './project-fields';
import type { ProjectValues } from './project-fields';
import { UnitsEditor } from './UnitsEditor';

// The unit import in another language: counts with the language's plural forms, and a row's
// error (a rule of the shared contract, English in the API's answer) in the page's language.

const mockImportProjectUnits = jest.fn();
jest.mock('@phuket/shared/api/database', () => ({
  ...jest.requireActual<object>('@phuket/shared/api/database'),
  getProjectUnits: () => Promise.resolve({ currency: 'THB', units: [] }),
  importProjectUnits: (...args: unknown[]) => mockImportProjectUnits(...args),
}));

function checked(rows: number, errors: UnitImportResult['errors'] = []): UnitImportResult {
  return {
    dry_run: true,
    valid: errors.length === 0,
    rows,
    created: 0,
    updated: 0,
    deleted: 0,
    errors,
    units: [],
  };
}

async function open(locale: Locale) {
  await databaseMessages.load(locale);
  const store = recordStepsStore<ProjectDraft, ProjectValues>(
    {
      ...projectConfig,
      load: () =>
        Promise.resolve({
          ...projectConfig.empty,
          id: 3,
          paths: projectPaths(3),
        } as unknown as ProjectDraft),
    },
    60_000,
  );
  await act(() => store.load(3));
  render(
    <LocaleProvider locale={locale}>
      <UnitsEditor store={store} />
    </LocaleProvider>,
  );
  // The table of units already saved is read on arrival.
  await act(() => Promise.resolve());
}

it('counts rows with Russian plural forms and says a row error in Russian', async () => {
  await open('ru');
  const check = screen.getByRole('button', { name: 'Проверить строки' });
  expect(screen.getByLabelText('Вставьте лоты из таблицы')).toBeInTheDocument();

  for (const [rows, said] of [
    [1, '1 строка готова к импорту.'],
    [3, '3 строки готовы к импорту.'],
    [5, '5 строк готовы к импорту.'],
  ] as const) {
    mockImportProjectUnits.mockResolvedValueOnce(checked(rows));
    await userEvent.click(check);
    expect(await screen.findByText(said)).toBeInTheDocument();
  }

  mockImportProjectUnits.mockResolvedValueOnce(
    checked(5, [{ row: 2, unit_number: 'A1', errors: { layout: [UNIT_MESSAGES.unknownLayout] } }]),
  );
  await userEvent.click(check);
  expect(await screen.findByText('Ошибки в 1 из 5 строк.')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Строки с ошибками' })).toHaveTextContent(
    'layout: В этом проекте нет планировки с таким названием.',
  );
});

it('counts rows in Chinese', async () => {
  await open('zh');
  mockImportProjectUnits.mockResolvedValueOnce(checked(3));
  await userEvent.click(screen.getByRole('button', { name: '检查行' }));
  expect(await screen.findByText('3 行已可导入。')).toBeInTheDocument();
});
