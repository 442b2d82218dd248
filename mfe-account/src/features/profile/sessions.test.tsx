import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSession } from '@phuket/shared/domain';
import { apiError } from '../../test/api-error';
import { lastActive } from './format';
import { SessionsSection } from './SessionsSection';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function sessions(): UserSession[] {
  return [
    {
      id: 7,
      device: 'Safari on iPhone',
      created_at: '2025-11-01T08:00:00.000Z',
      last_used_at: minutesAgo(5),
      current: false,
    },
    {
      id: 9,
      device: 'Chrome on Linux',
      created_at: '2025-11-20T08:00:00.000Z',
      last_used_at: minutesAgo(0),
      current: true,
    },
    {
      id: 3,
      device: 'Firefox on Windows',
      created_at: '2025-10-30T08:00:00.000Z',
      last_used_at: minutesAgo(3 * 24 * 60),
      current: false,
    },
  ];
}

function stubApi(list = sessions()) {
  return {
    getSessions: jest.fn(async () => ({ sessions: list })),
    signOutOtherSessions: jest.fn(async () => ({
      message: 'You have been signed out everywhere else.',
    })),
    deleteSession: jest.fn(async (_id: number) => ({
      message: 'The session has been signed out.',
    })),
  };
}

describe('lastActive', () => {
  it('speaks like a person', () => {
    const now = new Date('2025-11-23T12:00:00Z');
    expect(lastActive('2025-11-23T11:59:30Z', now)).toBe('Active now');
    expect(lastActive('2025-11-23T11:45:00Z', now)).toBe('Last active 15 minutes ago');
    expect(lastActive('2025-11-23T11:00:00Z', now)).toBe('Last active 1 hour ago');
    expect(lastActive('2025-11-23T02:00:00Z', now)).toBe('Last active 10 hours ago');
    expect(lastActive('2025-11-20T09:00:00Z', now)).toBe('Last active 20 Nov 2025');
  });
});

describe('SessionsSection', () => {
  it('lists the devices, this one first with its badge and no sign-out of its own', async () => {
    render(<SessionsSection api={stubApi()} />);
    const region = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading your devices…');
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.session__device')?.textContent)).toEqual([
      'Chrome on LinuxThis device',
      'Safari on iPhone',
      'Firefox on Windows',
    ]);
    expect(items[0]).toHaveTextContent('Active now');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent(/Last active 5 minutes ago · , Signed in 1 Nov 2025/);
    expect(
      within(items[1]!).getByRole('button', {
        name: 'Sign out Safari on iPhone, last active 5 minutes ago',
      }),
    ).toBeVisible();
  });

  it('signs out one other device and says so', async () => {
    const person = userEvent.setup();
    const api = stubApi();
    render(<SessionsSection api={api} />);
    await person.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(api.deleteSession).toHaveBeenCalledWith(7);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Safari on iPhone has been signed out.',
    );
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks before signing out everywhere else; Cancel changes nothing', async () => {
    const person = userEvent.setup();
    const api = stubApi();
    render(<SessionsSection api={api} />);
    await person.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const question = screen.getByRole('group', { name: /^Sign out of all 2 other devices\?/ });
    expect(question.querySelector('p')).toHaveFocus();
    await person.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.signOutOtherSessions).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await person.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await person.click(screen.getByRole('button', { name: 'Yes, sign out everywhere else' }));
    expect(api.signOutOtherSessions).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been signed out everywhere else.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('offers nothing to sign out when this is the only device', async () => {
    render(<SessionsSection api={stubApi(sessions().filter((s) => s.current))} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    const person = userEvent.setup();
    const api = stubApi();
    api.getSessions.mockRejectedValueOnce(apiError(503, { message: 'Service unavailable.' }));
    render(<SessionsSection api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your devices could not be loaded. Service unavailable.',
    );
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('a device already signed out elsewhere simply leaves the list', async () => {
    const person = userEvent.setup();
    const api = stubApi();
    api.deleteSession.mockRejectedValueOnce(apiError(404, { message: 'Session not found.' }));
    render(<SessionsSection api={api} />);
    await person.click(await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Firefox on Windows was already signed out.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
