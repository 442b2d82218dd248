import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@phuket/shared/domain';
import { RootStoreProvider } from '@phuket/shared/stores';
import { testStores } from '../../test/render';
import { ImageSlot } from './ImageSlot';
import { SettingsSection } from './SettingsSection';

const mockUpdateSettings = jest.fn();
jest.mock('@phuket/shared/api/account', () => ({
  ...jest.requireActual<object>('@phuket/shared/api/account'),
  updateSettings: (...args: unknown[]) => mockUpdateSettings(...args),
}));

const user: User = {
  id: 9,
  name: 'Lek',
  email: 'lek@example.com',
  phone: null,
  avatar_path: null,
  company_logo_path: null,
  currency: 'THB',
  role: 'developer',
  email_verified: true,
  show_email: false,
  show_phone: false,
};

describe('ImageSlot', () => {
  beforeAll(() => {
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('refuses a file that is not an image or is too large, without uploading', async () => {
    const upload = jest.fn();
    const person = userEvent.setup({ applyAccept: false });
    render(
      <ImageSlot
        title="Profile photo"
        chooseLabel="Upload photo"
        currentUrl={null}
        placeholder="L"
        shape="round"
        upload={upload}
        onUser={jest.fn()}
      />,
    );
    const input = screen.getByLabelText('Upload photo');
    await person.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await person.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is too large. The maximum size is 10 MB.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the preview and a progress bar while uploading, then the result', async () => {
    let finish: (value: { user: User }) => void = () => undefined;
    let report: (fraction: number) => void = () => undefined;
    const onUser = jest.fn();
    const person = userEvent.setup();
    render(
      <ImageSlot
        title="Profile photo"
        chooseLabel="Upload photo"
        currentUrl={null}
        placeholder="L"
        shape="round"
        upload={(_file, onProgress) => {
          report = onProgress;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
        onUser={onUser}
      />,
    );
    await person.upload(
      screen.getByLabelText('Upload photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    act(() => report(0.5));
    const bar = await screen.findByRole('progressbar', { name: 'Profile photo upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    await act(async () => finish({ user: { ...user, avatar_path: 'avatars/9.webp' } }));
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUser).toHaveBeenCalledWith(expect.objectContaining({ avatar_path: 'avatars/9.webp' }));
  });
});

describe('SettingsSection', () => {
  it('saves the currency, updates the user and the currency store, and confirms', async () => {
    mockUpdateSettings.mockResolvedValue({ user: { ...user, currency: 'EUR' } });
    const stores = testStores();
    const onUser = jest.fn();
    const person = userEvent.setup();
    render(
      <RootStoreProvider store={stores}>
        <SettingsSection saved="THB" onUser={onUser} />
      </RootStoreProvider>,
    );
    await person.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await person.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings saved' });
    expect(mockUpdateSettings).toHaveBeenCalledWith({ currency: 'EUR' });
    expect(onUser).toHaveBeenCalledWith(expect.objectContaining({ currency: 'EUR' }));
    expect(stores.currency.current).toBe('EUR');
    await person.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    // No agent contacts given (an admin): no contact group, and no flags sent.
    expect(screen.queryByRole('group', { name: 'Contact details on my agent page' })).toBeNull();
  });

  it('saves which contacts the agent page shows, with the rest of the settings', async () => {
    mockUpdateSettings.mockResolvedValue({
      user: { ...user, phone: '+66812345678', show_email: true, show_phone: false },
    });
    const onUser = jest.fn();
    const person = userEvent.setup();
    render(
      <RootStoreProvider store={testStores()}>
        <SettingsSection
          saved="THB"
          contacts={{ ...user, phone: '+66812345678', show_email: false, show_phone: true }}
          onUser={onUser}
        />
      </RootStoreProvider>,
    );
    const group = screen.getByRole('group', { name: 'Contact details on my agent page' });
    const email = within(group).getByRole('checkbox', { name: 'Show my email' });
    const phone = within(group).getByRole('checkbox', { name: 'Show my phone' });
    expect(email).not.toBeChecked();
    expect(phone).toBeChecked();
    expect(email).toHaveAccessibleDescription('lek@example.com');
    expect(phone).toHaveAccessibleDescription('+66 81 234 5678');

    await person.click(email);
    await person.click(phone);
    await person.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByRole('dialog', { name: 'Settings saved' });
    expect(mockUpdateSettings).toHaveBeenLastCalledWith({
      currency: 'THB',
      show_email: true,
      show_phone: false,
    });
    expect(onUser).toHaveBeenCalledWith(expect.objectContaining({ show_email: true }));
    expect(email).toBeChecked();
    expect(phone).not.toBeChecked();
  });

  it('explains a phone that is not there yet', () => {
    render(
      <RootStoreProvider store={testStores()}>
        <SettingsSection saved="THB" contacts={user} onUser={jest.fn()} />
      </RootStoreProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Show my phone' })).toHaveAccessibleDescription(
      'No phone number yet: add one above.',
    );
  });
});
