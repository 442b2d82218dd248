import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getAllCountries } from './countries';
import { resetIpLookupCache } from './ip-lookup';
import { PhoneInput } from './PhoneInput';
import type { PhoneInputProps } from './PhoneInput';
import type { PhoneValue } from './types';

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
const picker = () => screen.getByRole('combobox');
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const optionNamed = (name: string) =>
  options().find(
    (option) => option.querySelector('.phone-input__option-name')?.textContent === name,
  );
const optionNames = () =>
  options().map((option) => option.querySelector('.phone-input__option-name')?.textContent);
const activeOption = () => {
  const id = picker().getAttribute('aria-activedescendant');
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
  it('is a tel input with the SPEC §5 defaults and a Thai placeholder', () => {
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
  it('opens a listbox of about 240 countries with the selected one marked', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    expect(picker()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(options().length).toBe(getAllCountries().length);
    const thailand = optionNamed('Thailand');
    expect(thailand).toHaveAttribute('aria-selected', 'true');
    expect(thailand).toHaveTextContent('🇹🇭Thailand+66');
    expect(activeOption()).toBe(thailand);
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

  it('navigates with ArrowUp/Down, Home/End and selects with Enter', async () => {
    const user = userEvent.setup();
    render(<PhoneInput onlyCountries={['DE', 'GB', 'TH', 'US']} />);
    act(() => picker().focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toHaveTextContent('Thailand');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('United Kingdom');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('United States');
    await user.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Germany');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Germany');
    await user.keyboard('{End}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('United Kingdom');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleName('Country: United Kingdom +44');
    expect(input()).toHaveFocus();
  });

  it('type-to-find jumps by name and forgets the letters after 700 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<PhoneInput />);
    await user.click(picker());
    await user.keyboard('ru');
    expect(activeOption()).toHaveTextContent('Russia');
    act(() => jest.advanceTimersByTime(699));
    await user.keyboard('s');
    expect(activeOption()).toHaveTextContent('Russia');
    // 'rusg' matches nothing, so the highlight stays.
    await user.keyboard('g');
    expect(activeOption()).toHaveTextContent('Russia');
    act(() => jest.advanceTimersByTime(700));
    await user.keyboard('g');
    expect(activeOption()).toHaveTextContent('Gabon');
    act(() => jest.advanceTimersByTime(700));
    await user.keyboard('th');
    expect(activeOption()).toHaveTextContent('Thailand');
  });

  it('Space selects the highlighted country, or joins a name being typed', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.keyboard('united k');
    expect(activeOption()).toHaveTextContent('United Kingdom');
    await user.keyboard('{Enter}');
    act(() => picker().focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('United States');
    await user.keyboard(' ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleName('Country: United States +1');
  });

  it('type-to-find on the closed button opens the list at the match', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    act(() => picker().focus());
    await user.keyboard('g');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOption()).toHaveTextContent('Gabon');
  });

  it('closes on Escape and keeps focus on the button', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(picker()).toHaveFocus();
  });

  it('closes on Tab, moving on to the input', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    await user.click(picker());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
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
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens above the field when less than 200 px remain below', async () => {
    const user = userEvent.setup();
    render(<PhoneInput />);
    const rect = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 44, x: 0, y: 0 };
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    spy.mockReturnValue({ ...rect, bottom: window.innerHeight - 150, toJSON: () => rect });
    await user.click(picker());
    expect(screen.getByRole('listbox')).toHaveClass('phone-input__list--above');
    await user.keyboard('{Escape}');
    spy.mockReturnValue({ ...rect, bottom: window.innerHeight - 250, toJSON: () => rect });
    await user.click(picker());
    expect(screen.getByRole('listbox')).not.toHaveClass('phone-input__list--above');
  });
});

describe('PhoneInput country restrictions', () => {
  it('onlyCountries limits the list', async () => {
    const user = userEvent.setup();
    render(<PhoneInput onlyCountries={['TH', 'RU', 'US']} />);
    await user.click(picker());
    expect(options().map((option) => option.textContent)).toEqual([
      '🇷🇺Russia+7',
      '🇹🇭Thailand+66',
      '🇺🇸United States+1',
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
    expect(names.slice(0, 3)).toEqual(['🇹🇭Thailand+66', '🇷🇺Russia+7', '🇬🇧United Kingdom+44']);
    expect(names.filter((name) => name?.includes('Thailand'))).toHaveLength(1);
    const separator = container.querySelector('.phone-input__separator');
    expect(separator?.previousElementSibling).toHaveTextContent('United Kingdom');
  });

  it('starts on the first allowed country when Thailand is not allowed', () => {
    render(<PhoneInput onlyCountries={['RU', 'US']} />);
    expect(picker()).toHaveAccessibleName('Country: Russia +7');
  });
});

describe('PhoneInput default country by IP (SPEC §7)', () => {
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
      expect(screen.getAllByRole('combobox').map((box) => box.getAttribute('aria-label'))).toEqual([
        'Country: United Kingdom +44',
        'Country: United Kingdom +44',
      ]),
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
    expect(screen.getAllByRole('combobox')[0]).toHaveAccessibleName('Country: United Kingdom +44');
  });
});
