import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@phuket/shared/router';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { foreignOwnershipMessages } from './messages';
import ForeignOwnershipPage from './ForeignOwnershipPage';

async function open(locale: Locale) {
  await foreignOwnershipMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ForeignOwnershipPage />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('ForeignOwnershipPage', () => {
  it('explains each way, with contents, the day it was checked and the search it leads to', async () => {
    await open('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'How a foreigner can own property in Phuket',
    );
    expect(document.title).toBe('How a foreigner can own property in Phuket | WOW Phuket');
    expect(screen.getByText(/^Checked against Thai law on 30 November 2026\./)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents.querySelectorAll('a')).toHaveLength(5);
    for (const link of contents.querySelectorAll('a')) {
      // Every entry leads to its section.
      expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).not.toBeNull();
    }
    expect(screen.getByText(/no more than 49% of the building/)).toBeInTheDocument();
    expect(screen.getByText(/for at most 30 years at a time/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Find property a foreigner can own freehold' }),
    ).toHaveAttribute('href', '/properties?offer_type=Sale&tenure=Foreign%20freehold');
  });

  it('reads in Thai', async () => {
    await open('th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ชาวต่างชาติเป็นเจ้าของอสังหาริมทรัพย์ในภูเก็ตได้อย่างไร',
    );
    expect(screen.getByRole('navigation', { name: 'สารบัญ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ที่ดิน' })).toBeInTheDocument();
  });
});
