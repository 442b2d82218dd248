import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import type { AutosaveStatus } from './autosave-store';
import { INVALID_FIELDS_MESSAGE } from './autosave-store';
import { useAutosaveStatusText } from './use-status-text';

function statusIn(locale: Locale, status: AutosaveStatus, saveError: string | null = null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>{children}</LocaleProvider>
  );
  return renderHook(() => useAutosaveStatusText({ status, conflict: null, saveError }), {
    wrapper,
  }).result.current;
}

describe('useAutosaveStatusText', () => {
  beforeAll(() => sharedMessages.load('ru'));

  it("says in English what the store's statusText says", () => {
    expect(statusIn('en', 'saving')).toBe('Saving…');
    expect(statusIn('en', 'saved')).toBe('Saved');
    expect(statusIn('en', 'error')).toBe(INVALID_FIELDS_MESSAGE);
    expect(statusIn('en', 'error', 'Too many requests.')).toBe('Not saved: Too many requests.');
    expect(statusIn('en', 'idle')).toBe('');
  });

  it('says it in Russian on a Russian page', () => {
    expect(statusIn('ru', 'saved')).toBe('Сохранено');
    expect(statusIn('ru', 'error')).toBe('Не сохранено: исправьте отмеченные поля.');
  });
});
