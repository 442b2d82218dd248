import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@phuket/shared/api/staff';
import { apiError } from '../../test/api-error';
import { renderPage } from '../../test/render';
import StaffUsersPage from './StaffUsersPage';
import type { StaffUsersApi } from './staff-users-store';

const account = (id: number, overrides: Partial<StaffUser> = {}): StaffUser => ({
  id,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  phone: '+66812345678',
  role: 'broker',
  companies: [],
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: null,
  listings_count: 3,
  published_count: 2,
  email_verified: true,
  verified: false,
  blocked: false,
  ...overrides,
});

function fakeApi(rows: StaffUser[]): StaffUsersApi & { calls: string[] } {
  const calls: string[] = [];
  let data = rows;
  const answer = (id: number, patch: Partial<StaffUser>) => {
    data = data.map((row) => (row.id === id ? { ...row, ...patch } : row));
    return data.find((row) => row.id === id)!;
  };
  return {
    calls,
    list: jest.fn(async (query) => {
      calls.push(`list ${JSON.stringify(query)}`);
      return {
        data,
        meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 },
      };
    }),
    verify: jest.fn(async (id, verified) => {
      calls.push(`verify ${id} ${verified}`);
      return answer(id, { verified });
    }),
    block: jest.fn(async (id, blocked) => {
      calls.push(`block ${id} ${blocked}`);
      return answer(id, { blocked, published_count: blocked ? 0 : 2 });
    }),
    changeRole: jest.fn(async (id, role) => {
      calls.push(`role ${id} ${role}`);
      return answer(id, { role });
    }),
  };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('StaffUsersPage', () => {
  it('shows each account with what staff look at', async () => {
    const api = fakeApi([
      account(1, { name: 'Dara Dev', role: 'developer', companies: ['Andaman Crest'] }),
      account(2, { name: 'Una New', email_verified: false, verified: true }),
    ]);
    renderPage(<StaffUsersPage api={api} />, { path: '/staff/users' });
    const dara = await card('Dara Dev');
    expect(dara).toHaveTextContent('Andaman Crest');
    expect(dara).toHaveTextContent('2 published of 3');
    expect(dara).toHaveTextContent('Never');
    expect(within(dara).getByText('Developer', { selector: '.staff-flag' })).toBeInTheDocument();
    // Each card opens its own account's records, by a link named for it.
    expect(within(dara).getByRole('link', { name: 'Records of Dara Dev' })).toHaveAttribute(
      'href',
      '/staff/users/1',
    );
    const una = await card('Una New');
    expect(within(una).getByRole('link', { name: 'Records of Una New' })).toHaveAttribute(
      'href',
      '/staff/users/2',
    );
    expect(within(una).getByText('Email not confirmed')).toBeInTheDocument();
    expect(within(una).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 accounts');
  });

  it('searches with the typed text and filters, from the first page', async () => {
    const api = fakeApi([account(1)]);
    const person = userEvent.setup();
    renderPage(<StaffUsersPage api={api} />, { path: '/staff/users' });
    await card('Person 1');
    await person.type(screen.getByLabelText('Name or email'), '  crest ');
    await person.selectOptions(screen.getByLabelText('Role'), 'developer');
    await person.selectOptions(screen.getByLabelText('State'), 'blocked');
    await person.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(api.calls.at(-1)).toBe(
        'list {"page":1,"per_page":20,"search":"crest","role":"developer","state":"blocked"}',
      ),
    );
  });

  it('verifies, blocks after a confirmation, and changes a role, each in place', async () => {
    const api = fakeApi([account(4, { name: 'Bo Broker' })]);
    const person = userEvent.setup();
    renderPage(<StaffUsersPage api={api} />, { path: '/staff/users' });
    const bo = await card('Bo Broker');

    await person.click(within(bo).getByRole('button', { name: 'Verify Bo Broker' }));
    expect(await screen.findByText('Bo Broker is verified.')).toBeInTheDocument();
    expect(
      within(bo).getByRole('button', { name: 'Remove verification of Bo Broker' }),
    ).toBeInTheDocument();

    await person.click(within(bo).getByRole('button', { name: 'Block Bo Broker' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Bo Broker?' });
    expect(dialog).toHaveTextContent('Nothing is deleted');
    expect(api.calls).not.toContain('block 4 true');
    await person.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Bo Broker is blocked.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(bo).getByText('Blocked')).toBeInTheDocument();
    expect(bo).toHaveTextContent('0 published of 3');

    await person.click(within(bo).getByRole('button', { name: 'Unblock Bo Broker' }));
    expect(await screen.findByText('Bo Broker is unblocked.')).toBeInTheDocument();

    const change = within(bo).getByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    await person.selectOptions(within(bo).getByLabelText('Role of Bo Broker'), 'developer');
    await person.click(change);
    expect(await screen.findByText('Bo Broker is now: Developer.')).toBeInTheDocument();
    expect(api.calls.filter((c) => !c.startsWith('list'))).toEqual([
      'verify 4 true',
      'block 4 true',
      'block 4 false',
      'role 4 developer',
    ]);
  });

  it('says what the API refused, and changes nothing on screen', async () => {
    const api = fakeApi([account(5, { name: 'Anna Admin', role: 'admin' })]);
    api.block = jest.fn(async () => {
      throw apiError(422, { message: 'You cannot block your own account or change its role.' });
    });
    const person = userEvent.setup();
    renderPage(<StaffUsersPage api={api} />, { path: '/staff/users' });
    const anna = await card('Anna Admin');
    await person.click(within(anna).getByRole('button', { name: 'Block Anna Admin' }));
    await person.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }),
    );
    expect(
      await screen.findByText(
        'Nothing changed for Anna Admin: You cannot block your own account or change its role.',
      ),
    ).toBeInTheDocument();
    expect(within(anna).queryByText('Blocked')).toBeNull();
  });
});
