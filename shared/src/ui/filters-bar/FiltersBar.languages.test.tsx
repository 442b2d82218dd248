import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@phuket/shared/router';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import { RootStore, RootStoreProvider } from '@phuket/shared/stores';
import type { Listing, OptionsResponse } from '../../domain/listing';
import { emptyFilters } from '../../filters/filter-state';
import { EnquiryForm } from '../../enquiry/EnquiryForm';
import { ListingCard } from '../listing-card/ListingCard';
import { FiltersBar } from './FiltersBar';

jest.mock('../../api/catalog', () => ({
  getLocations: jest.fn(() => Promise.resolve([])),
  getSearchSuggestions: jest.fn(() => Promise.resolve([])),
}));

const options: OptionsResponse = {
  locations: [
    { id: 1, name: 'Patong' },
    { id: 2, name: 'Rawai' },
  ],
  amenities: [
    { id: 1, name: 'Swimming pool' },
    { id: 4, name: 'Gym' },
  ],
  developers: [{ id: 7, title: 'Andaman Homes' }],
  projects: [{ id: 9, title: 'Laguna Park' }],
};

const villa: Listing = {
  id: 42,
  title: 'Sea-view pool villa in Kamala',
  price: 18500000,
  discount: null,
  currency: 'THB',
  property_type: 'Villa',
  property_stage: 'Ready',
  offer_type: 'Sale',
  rental_type: null,
  bedrooms: 5,
  bathrooms: 3,
  area: 420,
  location: 'Kamala',
  location_id: 3,
  latitude: null,
  longitude: null,
  developer_logo: null,
  albums: [],
  tenure: 'Leasehold',
  leasehold_years: 30,
  foreign_quota: null,
  foreign_quota_units: null,
  foreign_freehold: false,
  reduced_percent: null,
  language: 'en',
  title_translations: {},
};

function inLanguage(locale: Locale, children: React.ReactNode) {
  return render(
    <LocaleProvider locale={locale}>
      <RootStoreProvider store={new RootStore()}>
        <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}/properties`]}>
          {children}
        </MemoryRouter>
      </RootStoreProvider>
    </LocaleProvider>,
  );
}

describe('the shared UI in Russian and Thai', () => {
  beforeAll(() => Promise.all([sharedMessages.load('ru'), sharedMessages.load('th')]));

  it('shows the filters bar, its choices and its panel in Russian', async () => {
    const user = userEvent.setup();
    inLanguage(
      'ru',
      <FiltersBar
        value={{ ...emptyFilters(), property_type: ['Villa', 'Apartment'], bedrooms: [2, 3] }}
        options={options}
        onApply={jest.fn()}
        onOpenSuggestion={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Купить' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Аренда' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Район' })).toHaveAttribute(
      'placeholder',
      'Район, комплекс или объект',
    );
    // Two types chosen: Russian's "few" form.
    expect(screen.getByRole('button', { name: /Тип недвижимости/ })).toHaveTextContent('2 типа');
    expect(screen.getByRole('button', { name: /Спальни и санузлы/ })).toHaveTextContent('2,3 сп.');

    await user.click(screen.getByRole('button', { name: /Тип недвижимости/ }));
    expect(screen.getByRole('checkbox', { name: 'Вилла' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Земельный участок' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Применить' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ещё фильтры' }));
    const panel = await screen.findByRole('region', { name: 'Ещё фильтры' });
    const stage = await within(panel).findByRole('combobox', { name: 'Стадия объекта' });
    expect(within(stage).getByRole('option', { name: 'Строящаяся' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Форма владения' })).toHaveTextContent(
      'Возможен фрихолд для иностранца',
    );
    expect(within(panel).getByRole('button', { name: 'Применить фильтры' })).toBeInTheDocument();
  });

  it('shows the area suggestions by their local names in Thai', async () => {
    const user = userEvent.setup();
    inLanguage(
      'th',
      <FiltersBar
        value={emptyFilters()}
        options={options}
        onApply={jest.fn()}
        onOpenSuggestion={jest.fn()}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'ทำเล' }));
    const list = screen.getByRole('listbox', { name: 'คำแนะนำ' });
    expect(within(list).getByRole('group', { name: 'ทำเล' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'ป่าตอง' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'ราไวย์' })).toBeInTheDocument();
  });

  it('shows a listing card in Russian, its link keeping /ru', () => {
    inLanguage('ru', <ListingCard listing={villa} />);
    expect(screen.getByRole('link', { name: 'Sea-view pool villa in Kamala' })).toHaveAttribute(
      'href',
      '/ru/properties/42',
    );
    const facts = within(screen.getByRole('list', { name: 'Характеристики' }));
    expect(facts.getByText('5 спален')).toBeInTheDocument();
    expect(facts.getByText('3 санузла')).toBeInTheDocument();
    expect(facts.getByText('420 м²')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Объект' }));
    expect(tags.getByText('Вилла')).toBeInTheDocument();
    expect(tags.getByText('Лизхолд, 30 лет')).toBeInTheDocument();
    expect(screen.getByText('Камала')).toBeInTheDocument();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('18 500 000 ฿');
  });

  it('asks for the enquiry in Thai, and checks its fields in Thai', async () => {
    const user = userEvent.setup();
    inLanguage(
      'th',
      <EnquiryForm
        path="/7/property/enquiry"
        subject="Villa"
        pagePath="/properties/7"
        send={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ส่งคำสอบถาม' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'LINE' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'โทรศัพท์' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('ชื่อ'));
    await user.click(screen.getByRole('button', { name: 'ส่งคำสอบถาม' }));
    expect(screen.getByLabelText('ชื่อ')).toHaveAccessibleDescription('กรุณากรอกชื่อของคุณ');
  });
});
