import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getAllCountries } from './countries';
import { resetIpLookupCache } from './ip-lookup';
import { PhoneInput } from './PhoneInput';
import type { PhoneInputProps } from './PhoneInput';
import type { PhoneValue } from './types';

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
const picker = () => screen.getByRole('button', { name: /^Country:/ });
const search = () => screen.getByRole('combobox', { name: 'Search countries' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const optionNamed = (name: string) =>
  options().find(
    (option) => option.querySelector('.phone-input__option-name')?.textContent === name,
  );
const optionNames = () =>
  options().map((option) => option.querySelector('.phone-input__option-name')?.textContent);
const activeOption = () => {
  const id = search().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

function lastValue(onChange: jest.Mock): PhoneValue {
  const calls = onChange.mock.calls as [PhoneValue][];
  const last = calls[calls.length - 1];
  if (!last) throw new Error('onChange was not called');
  return last[0];
}

const originalFetch = global.fetch;
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  resetIpLookupCache();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

afterEach(() => {
  global.fetch = originalFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('PhoneInput field', () => {
  it('is a tel input with the docs/product-rules.md §5 defaults and a Thai placeholder', () => {
    render(<PhoneInput />);
    const field = input();
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('maxLength', '25');
    expect(field).toHaveAttribute('autoComplete', 'tel');
    expect(field).toHaveAttribute('placeholder', '+66 81 234 5678');
    expect(picker()).toHaveAccessibleName('Country: Thailand +66');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses a fixed placeholder when given and the label when given', () => {
    render(<PhoneInput label="Mobile" placeholder="Your phone" maxLength={30} />);
    const field = screen.getByLabelText('Mobile');
    expect(field).toHaveAttribute('placeholder', 'Your phone');
    expect(field).toHaveAttribute('maxLength', '30');
  });

  it.each([
    ['0812345678', '+66 81 234 5678', 'Country: Thailand +66'],
    ['+79123456789', '+7 912 345 67 89', 'Country: Russia +7'],
    ['+12133734253', '+1 213 373 4253', 'Country: United States +1'],
    ['+447400123456', '+44 7400 123456', 'Country: United Kingdom +44'],
    ['+8613812345678', '+86 138 1234 5678', 'Country: China +86'],
    ['+4915123456789', '+49 1512 3456789', 'Country: Germany +49'],
  ])('formats %s as typed into %s and follows the country', async (typed, shown, country) => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.type(input(), typed);
    expect(input()).toHaveValue(shown);
    expect(picker()).toHaveAccessibleName(country);
  });

  it('drops characters other than digits, spaces, parentheses, hyphen and plus', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.type(input(), '+66 8a1.b2/3#4*');
    expect(input()).toHaveValue('+66 81 234');
    await user.clear(input());
    await user.paste('phone: (+44) 7400-123456!');
    expect(input()).toHaveValue('+44 7400 123456');
  });

  it('deletes the digit before a space instead of the space', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.type(input(), '+66812345678');
    expect(input()).toHaveValue('+66 81 234 5678');
    // Caret after "+66 81 " (position 7): Backspace hits the space, so '1' goes.
    await user.type(input(), '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input()).toHaveValue('+66 82 345 678');
    expect(input().selectionStart).toBe(5);
  });

  it('reports { phone, country, validation } on every change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<PhoneInput onChange={onChange} />);
    await user.type(input(), '+66812345678');
    expect(lastValue(onChange)).toEqual({
      phone: '+66812345678',
      country: 'TH',
      validation: {
        valid: true,
        possible: true,
        country: 'TH',
        nationalNumber: '812345678',
        formatted: '+66 81 234 5678',
        error: null,
      },
    });
    await user.type(input(), '{Backspace}');
    expect(lastValue(onChange)).toMatchObject({
      phone: '+6681234567',
      validation: { valid: false, error: 'INVALID' },
    });
  });

  it('submits the E.164 number through a hidden input when named', async () => {
    const user = userEvent.setup();
    const { container } = render(<PhoneInput name="phone" />);
    await user.type(input(), '0812345678');
    expect(container.querySelector('input[type="hidden"][name="phone"]')).toHaveValue(
      '+66812345678',
    );
  });

  it('follows a controlled value set from outside', () => {
    function Form() {
      const [phone, setPhone] = useState('+66812345678');
      return (
        <>
          <PhoneInput value={phone} onChange={(value) => setPhone(value.phone)} />
          <button type="button" onClick={() => setPhone('+79123456789')}>
            Load
          </button>
        </>
      );
    }
    render(<Form />);
    expect(input()).toHaveValue('+66 81 234 5678');
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    expect(input()).toHaveValue('+7 912 345 67 89');
    expect(picker()).toHaveAccessibleName('Country: Russia +7');
  });
});

describe('PhoneInput error message', () => {
  it('shows the message only after blur, with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.type(input(), '+66 81 234 567');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter a valid phone number for Thailand.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAttribute('aria-describedby', alert.id);
    expect(input()).toHaveAccessibleDescription('Enter a valid phone number for Thailand.');
  });

  it.each([
    ['+66 81 2', 'The phone number is too short.'],
    ['+1 213 373 42534', 'The phone number is too long.'],
    ['+999 123 456', 'Choose a country or start with + and the country code.'],
  ])('maps %s to %j', async (typed, message) => {
    const user = userEvent.setup();
    render(<PhoneInput showError />);
    await user.type(input(), typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('clears the message once the number is valid', async () => {
    const user = userEvent.setup();
    render(<PhoneInput showError />);
    await user.type(input(), '+66 81 234 567');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(input(), '8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a form force the message or pass its own', () => {
    const { rerender } = render(<PhoneInput required showError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a phone number.');
    rerender(<PhoneInput error="This phone is already registered." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This phone is already registered.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says nothing about an empty optional field', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(input());
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PhoneInput country list', () => {
  it('opens a listbox of about 240 countries with a search box, the selected one marked', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    expect(picker()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    expect(search()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options().length).toBe(getAllCountries().length);
    const thailand = optionNamed('Thailand');
    expect(thailand).toHaveAttribute('aria-selected', 'true');
    expect(thailand).toHaveTextContent('Thailand+66');
    expect(activeOption()).toBe(thailand);
  });

  it('draws SVG flags, not emoji: Thailand at once, the others once the list has opened', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    const flag = (root: HTMLElement) => root.querySelector('img.phone-input__flag');
    expect(flag(picker())).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(flag(picker())).toHaveAttribute('alt', '');
    await user.click(picker());
    const germany = optionNamed('Germany');
    if (!germany) throw new Error('Germany is not listed');
    await waitFor(() => expect(flag(germany)).not.toBeNull());
    expect(decodeURIComponent(flag(germany)?.getAttribute('src') ?? '')).toContain('<svg');
    expect(germany.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('filters by name as the visitor types, accents ignored', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.keyboard('cura');
    expect(optionNames()).toEqual(['Curaçao']);
    expect(activeOption()).toHaveTextContent('Curaçao');
  });

  it('filters by ISO code and by dial code, with or without the plus', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    fireEvent.change(search(), { target: { value: 'gb' } });
    expect(optionNames()[0]).toBe('United Kingdom');
    fireEvent.change(search(), { target: { value: '+44' } });
    expect(optionNames()).toEqual(expect.arrayContaining(['United Kingdom', 'Guernsey']));
    expect(optionNames()).not.toContain('Germany');
    fireEvent.change(search(), { target: { value: '7' } });
    expect(optionNames()).toEqual(expect.arrayContaining(['Russia', 'Kazakhstan']));
    expect(optionNames()).not.toContain('Thailand');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.keyboard('zzzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “zzzz”.');
  });

  it('selecting re-formats the number for the country and focuses the input', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<PhoneInput onChange={onChange} />);
    await user.type(input(), '+66 91 234 5678');
    await user.click(picker());
    const russia = optionNamed('Russia');
    if (!russia) throw new Error('Russia is not listed');
    await user.click(russia);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('+7 912 345 67 8');
    expect(input()).toHaveFocus();
    expect(picker()).toHaveAccessibleName('Country: Russia +7');
    expect(input()).toHaveAttribute('placeholder', expect.stringMatching(/^\+7 9/));
    expect(lastValue(onChange)).toMatchObject({ phone: '+7912345678', country: 'RU' });
  });

  it('navigates the filtered list with ArrowUp/Down and selects with Enter', async () => {
    const user = userEvent.setup();
    render(<PhoneInput onlyCountries={['DE', 'GB', 'TH', 'US']} />);
    act(() => picker().focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(search()).toHaveFocus();
    expect(activeOption()).toHaveTextContent('Thailand');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('United Kingdom');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('United States');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Germany');
    await user.keyboard('unit');
    expect(activeOption()).toHaveTextContent('United Kingdom');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleName('Country: United States +1');
    expect(input()).toHaveFocus();
  });

  it('Enter in the search box does not submit the form around it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PhoneInput />
      </form>,
    );
    await user.click(picker());
    await user.keyboard('japan{Enter}');
    expect(picker()).toHaveAccessibleName('Country: Japan +81');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('typing on the closed button opens the list searching for that letter', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    act(() => picker().focus());
    await user.keyboard('g');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(search()).toHaveValue('g');
    expect(activeOption()).toHaveTextContent('Gabon');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.keyboard('ger{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(picker()).toHaveFocus();
    // The search starts afresh next time.
    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveValue('');
  });

  it('closes on Tab, moving on to the input, and on Shift+Tab back to the button', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    await user.click(picker());
    await user.tab({ shift: true });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
  });

  it('closes on a click outside but not on a click inside the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PhoneInput />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(picker());
    await user.click(screen.getByRole('listbox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(search());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens above the field when less than 200 px remain below', async () => {
    const user = userEvent.setup();
    const { container } = render(<PhoneInput />);
    const popup = () => container.querySelector('.phone-input__popup');
    const rect = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 44, x: 0, y: 0 };
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    spy.mockReturnValue({ ...rect, bottom: window.innerHeight - 150, toJSON: () => rect });
    await user.click(picker());
    expect(popup()).toHaveClass('phone-input__popup--above');
    await user.keyboard('{Escape}');
    spy.mockReturnValue({ ...rect, bottom: window.innerHeight - 250, toJSON: () => rect });
    await user.click(picker());
    expect(popup()).not.toHaveClass('phone-input__popup--above');
  });
});

describe('PhoneInput country restrictions', () => {
  it('onlyCountries limits the list', async () => {
    const user = userEvent.setup();
    render(<PhoneInput onlyCountries={['TH', 'RU', 'US']} />);
    await user.click(picker());
    expect(options().map((option) => option.textContent)).toEqual([
      'Russia+7',
      'Thailand+66',
      'United States+1',
    ]);
  });

  it('ignoredCountries removes countries', async () => {
    const user = userEvent.setup();
    render(<PhoneInput ignoredCountries={['RU', 'CN']} />);
    await user.click(picker());
    const names = optionNames();
    expect(names).not.toContain('Russia');
    expect(names).not.toContain('China');
    expect(names).toContain('Hong Kong SAR China');
    expect(names).toHaveLength(getAllCountries().length - 2);
  });

  it('preferredCountries come first, then a separator', async () => {
    const user = userEvent.setup();
    const { container } = render(<PhoneInput preferredCountries={['TH', 'RU', 'GB']} />);
    await user.click(picker());
    const names = options().map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(['Thailand+66', 'Russia+7', 'United Kingdom+44']);
    expect(names.filter((name) => name?.includes('Thailand'))).toHaveLength(1);
    const separator = container.querySelector('.phone-input__separator');
    expect(separator?.previousElementSibling).toHaveTextContent('United Kingdom');
  });

  it('starts on the first allowed country when Thailand is not allowed', () => {
    render(<PhoneInput onlyCountries={['RU', 'US']} />);
    expect(picker()).toHaveAccessibleName('Country: Russia +7');
  });
});

describe('PhoneInput default country by IP (docs/product-rules.md §7)', () => {
  const reply = (text: string) =>
    Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text) } as Response);

  function renderWithLookup(props: PhoneInputProps = {}) {
    return render(<PhoneInput ipLookupUrl="https://ip.example/country" {...props} />);
  }

  it('selects the looked-up country once, without blocking typing', async () => {
    fetchMock.mockReturnValue(reply('1;RU;RUS;Russia'));
    renderWithLookup();
    expect(picker()).toHaveAccessibleName('Country: Thailand +66');
    await waitFor(() => expect(picker()).toHaveAccessibleName('Country: Russia +7'));
    expect(input()).toHaveAttribute('placeholder', expect.stringMatching(/^\+7 /));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('https://ip.example/country', expect.anything());
  });

  it('shares one request between fields on the page', async () => {
    fetchMock.mockReturnValue(reply('1;GB;GBR;United Kingdom'));
    render(
      <>
        <PhoneInput ipLookupUrl="https://ip.example/country" />
        <PhoneInput ipLookupUrl="https://ip.example/country" />
      </>,
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: /^Country:/ })
          .map((box) => box.getAttribute('aria-label')),
      ).toEqual(['Country: United Kingdom +44', 'Country: United Kingdom +44']),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to Thailand when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithLookup({ defaultValue: '' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(picker()).toHaveAccessibleName('Country: Thailand +66');
  });

  it('falls back to Thailand on a garbage reply', async () => {
    fetchMock.mockReturnValue(reply('<html>oops</html>'));
    renderWithLookup();
    await act(async () => {
      await Promise.resolve();
    });
    expect(picker()).toHaveAccessibleName('Country: Thailand +66');
  });

  it('does not move the picker once the user has typed', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWithLookup();
    await user.type(input(), '0812345678');
    await act(async () => {
      answer({ ok: true, status: 200, text: () => Promise.resolve('1;RU') } as Response);
      await Promise.resolve();
    });
    expect(picker()).toHaveAccessibleName('Country: Thailand +66');
    expect(input()).toHaveValue('+66 81 234 5678');
  });

  it('makes no request with a defaultCountry or without a URL', () => {
    render(<PhoneInput ipLookupUrl="https://ip.example/country" defaultCountry="GB" />);
    render(<PhoneInput ipLookupUrl={null} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^Country:/ })[0]).toHaveAccessibleName(
      'Country: United Kingdom +44',
    );
  });
});
