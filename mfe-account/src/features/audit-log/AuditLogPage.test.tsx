import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@phuket/shared/api/staff';
import { renderPage } from '../../test/render';
import AuditLogPage from './AuditLogPage';
import type { AuditLogApi } from './audit-log-store';

const entry = (id: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  id,
  actor: { id: 1, name: 'Anna Admin' },
  action: 'user.verify',
  target_kind: 'user',
  target_id: 9,
  target_name: 'Bo Broker',
  before: { verified: false },
  after: { verified: true },
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function fakeApi(data: AuditEntry[]): AuditLogApi & { queries: unknown[] } {
  const queries: unknown[] = [];
  return {
    queries,
    list: jest.fn(async (query) => {
      queries.push(query);
      return { data, meta: { current_page: 1, per_page: 50, total: data.length, last_page: 1 } };
    }),
  };
}

describe('AuditLogPage', () => {
  it('says each action in words: who, what, on whom, before and after', async () => {
    const api = fakeApi([
      entry(3, {
        action: 'user.block',
        before: { blocked: false },
        after: { blocked: true, listings_suspended: [4, 5] },
      }),
      entry(2, { action: 'user.role', before: { role: 'broker' }, after: { role: 'developer' } }),
      entry(1, { actor: null, target_name: null }),
    ]);
    renderPage(<AuditLogPage api={api} />, { path: '/staff/audit-log' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Anna Admin', 'Blocked', 'Bo Broker #9', 'Active → Blocked; 2 listings taken off the site'],
      ['Anna Admin', 'Role changed', 'Bo Broker #9', 'Broker (agent) → Developer'],
      ['Deleted account', 'Verified', 'Deleted account #9', 'Not verified → Verified'],
    ]);
    expect(screen.getByRole('region', { name: 'Audit log' })).toHaveAttribute('tabindex', '0');
  });

  it("filters by action, and by the account the users list linked, until 'Show every account'", async () => {
    const api = fakeApi([entry(1, {})]);
    const person = userEvent.setup();
    renderPage(<AuditLogPage api={api} />, {
      path: '/staff/audit-log',
      entry: '/staff/audit-log?user=9',
    });
    await screen.findByRole('table');
    expect(api.queries[0]).toEqual({ page: 1, per_page: 50, target_kind: 'user', target_id: 9 });
    await person.selectOptions(screen.getByLabelText('Action'), 'user.block');
    await waitFor(() =>
      expect(api.queries.at(-1)).toEqual({
        page: 1,
        per_page: 50,
        action: 'user.block',
        target_kind: 'user',
        target_id: 9,
      }),
    );
    await person.click(screen.getByRole('button', { name: 'Show every account' }));
    await waitFor(() =>
      expect(api.queries.at(-1)).toEqual({ page: 1, per_page: 50, action: 'user.block' }),
    );
    expect(screen.queryByRole('button', { name: 'Show every account' })).toBeNull();
  });
});
