import { render, screen } from '@testing-library/react';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { termsMessages } from './messages';
import TermsPage from './TermsPage';

async function open(locale: Locale) {
  await termsMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <TermsPage />
    </LocaleProvider>,
  );
}

describe('TermsPage', () => {
  it('reads in Russian: headings, contents, the date, and whole sentences around the links', async () => {
    await open('ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Условия использования и политика конфиденциальности',
    );
    expect(document.title).toBe('Условия использования и политика конфиденциальности | WOW Phuket');
    expect(screen.getByText(/Последнее обновление: 28 ноября 2026 г\.$/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    expect(contents.querySelectorAll('a')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Ваши права' })).toHaveAttribute('href', '#rights');
    expect(screen.getByRole('heading', { level: 2, name: 'Ваши права' })).toBeInTheDocument();

    const contact = screen.getByRole('link', { name: 'privacy@wowphuket.com' }).closest('p');
    expect(contact).toHaveTextContent(
      'По вопросам об этих условиях или о ваших данных пишите на privacy@wowphuket.com, звоните по номеру +66 76 123 456 или направляйте письма по адресу: WOW Phuket Co., Ltd., Чалонг, Муанг Пхукет, Пхукет 83130, Таиланд.',
    );
    expect(screen.getByRole('link', { name: '+66 76 123 456' })).toHaveAttribute(
      'href',
      'tel:+6676123456',
    );
    // The registered name stays as it is, marked as English for screen readers.
    const names = document.querySelectorAll('span[lang="en"][translate="no"]');
    expect([...names].map((name) => name.textContent)).toEqual([
      'WOW Phuket Co., Ltd.',
      'WOW Phuket Co., Ltd.',
      'WOW Phuket Co., Ltd.',
    ]);
  });

  it('dates the Thai text in the Buddhist era', async () => {
    await open('th');
    expect(screen.getByText(/^ปรับปรุงล่าสุดเมื่อ 28 พฤศจิกายน 2569/)).toBeInTheDocument();
  });

  it('reads in English as before', async () => {
    await open('en');
    expect(
      screen.getByText(
        'Last updated 28 November 2026. These terms apply to everyone who uses WOW Phuket.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cookies and local storage' }),
    ).toBeVisible();
  });
});
