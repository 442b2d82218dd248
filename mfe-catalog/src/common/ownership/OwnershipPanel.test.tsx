import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@phuket/shared/router';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import type { Ownership } from '@phuket/shared/format';
import { ownershipMessages } from './messages';
import { OwnershipPanel } from './OwnershipPanel';

// "Can a foreigner own it?": the short answer in words, why, the guide's link and the note
// that this is not legal advice, for each case the rules tell apart.

async function show(ownership: Ownership, locale: Locale = 'en') {
  await ownershipMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <OwnershipPanel ownership={ownership} />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return screen.getByTestId('ownership-panel');
}

describe('OwnershipPanel', () => {
  it('a foreign-freehold unit: yes, with the units its project has left', async () => {
    const panel = await show({ kind: 'foreign-freehold', units_left: 12 });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Can a foreigner own it?' }),
    ).toBeVisible();
    expect(panel).toHaveClass('ownership--yes');
    expect(panel).toHaveTextContent('Yes, in your own name');
    expect(panel).toHaveTextContent('The project has 12 foreign-quota units left.');
    expect(
      screen.getByRole('link', { name: 'How foreigners own property in Thailand' }),
    ).toHaveAttribute('href', '/foreign-ownership');
    expect(panel).toHaveTextContent('not legal advice');
  });

  it('says no for a Thai-quota unit and a full quota, each with its reason', async () => {
    const thai = await show({ kind: 'thai-quota' });
    expect(thai).toHaveClass('ownership--no');
    expect(thai).toHaveTextContent('Not in your own name');
    expect(thai).toHaveTextContent('This unit is in the Thai quota.');
    cleanup(); // the next case renders on its own
    const full = await show({ kind: 'quota-full' });
    expect(full).toHaveTextContent('The project says its foreign quota is full.');
    expect(full).not.toHaveTextContent('units left');
  });

  it('a lease: its term, or the registered term and the promised renewals', async () => {
    const short = await show({ kind: 'leasehold', years: 30, registered: 30, renewals: 0 });
    expect(short).toHaveTextContent('On a registered lease');
    expect(short).toHaveTextContent('A lease of 30 years, registered at the Land Office.');
    cleanup(); // the next case renders on its own
    const long = await show({ kind: 'leasehold', years: 90, registered: 30, renewals: 2 });
    expect(long).toHaveTextContent(
      '90 years as the seller states it: 30 years registered at the Land Office, then 2 renewals promised in the contract',
    );
    cleanup(); // the next case renders on its own
    const open = await show({ kind: 'leasehold', years: null, registered: null, renewals: 0 });
    expect(open).toHaveTextContent('A lease is registered for at most 30 years at a time.');
  });

  it('land, a company and an unstated tenure', async () => {
    const land = await show({ kind: 'land-freehold' });
    expect(land).toHaveTextContent('The house, not the land');
    cleanup(); // the next case renders on its own
    const company = await show({ kind: 'thai-company' });
    expect(company).toHaveTextContent('Foreigners may own at most 49% of the company');
    cleanup(); // the next case renders on its own
    const unstated = await show({ kind: 'unstated' });
    expect(unstated).toHaveClass('ownership--unknown');
    expect(unstated).toHaveTextContent('Ask before you pay a deposit.');
  });

  it('reads in Russian, with the plural a number needs', async () => {
    const panel = await show({ kind: 'foreign-freehold', units_left: 3 }, 'ru');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Может ли иностранец владеть этим объектом?' }),
    ).toBeVisible();
    expect(panel).toHaveTextContent('Да, на ваше имя');
    expect(panel).toHaveTextContent('В проекте осталось 3 квартиры иностранной квоты.');
    cleanup(); // the next case renders on its own
    const lease = await show({ kind: 'leasehold', years: 60, registered: 30, renewals: 1 }, 'ru');
    expect(lease).toHaveTextContent(
      '60 лет по словам продавца: 30 лет зарегистрировано в Земельном департаменте, затем 1 продление',
    );
  });
});
