import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUserRecords } from '@phuket/shared/api/staff';
import { apiError } from '../../test/api-error';
import { renderPage } from '../../test/render';
import StaffUserRecordsPage from './StaffUserRecordsPage';
import type { StaffUserRecordsApi } from './staff-user-records-store';

const PATH = '/staff/users/:id';

const none = { total: 0, data: [] };

function records(overrides: Partial<StaffUserRecords> = {}): StaffUserRecords {
  return {
    account: {
      id: 7,
      name: 'Dara Dev',
      email: 'dara@example.com',
      phone: null,
      role: 'developer',
      companies: ['Andaman Crest'],
      created_at: '2026-11-01T10:00:00.000Z',
      last_seen_at: null,
      listings_count: 2,
      published_count: 1,
      email_verified: false,
      verified: true,
      blocked: true,
    },
    listings: {
      total: 55,
      data: [
        {
          id: 11,
          title: 'Kata pool villa',
          status: 'published',
          price: '20000000.00',
          currency: 'THB',
          moderation: { waiting: ['duplicate', 'reported'], note: null },
          updated_at: '2026-11-20T10:00:00.000Z',
        },
        {
          id: 12,
          title: null,
          status: 'rejected',
          price: null,
          currency: 'THB',
          moderation: { waiting: [], note: 'These photos are of another house.' },
          updated_at: '2026-11-19T10:00:00.000Z',
        },
      ],
    },
    developers: {
      total: 1,
      data: [
        { id: 5, title: 'Andaman Crest', status: 'published', updated_at: '2026-11-18T10:00:00Z' },
      ],
    },
    projects: {
      total: 1,
      data: [{ id: 9, title: null, status: 'draft', updated_at: '2026-11-17T10:00:00.000Z' }],
    },
    presentations: {
      total: 1,
      data: [
        {
          id: 3,
          title: 'For the Ivanovs',
          slug: 'AbCdEf123456',
          client_name: 'Ivan Ivanov',
          status: 'active',
          views: 2,
          created_at: '2026-11-16T10:00:00.000Z',
        },
      ],
    },
    enquiries: {
      total: 1,
      data: [
        {
          id: 21,
          name: 'Visitor Vera',
          target: { kind: 'listing', id: 11, title: 'Kata pool villa', url: '/properties/11' },
          status: 'contacted',
          created_at: '2026-11-15T10:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

/** The page's HTTP layer, recorded: each call's id, answered in turn by `answers`. */
function fakeApi(
  ...answers: (StaffUserRecords | Error)[]
): StaffUserRecordsApi & { ids: number[] } {
  const ids: number[] = [];
  return {
    ids,
    load: jest.fn(async (id: number) => {
      ids.push(id);
      const answer = answers[Math.min(ids.length, answers.length) - 1];
      if (answer instanceof Error) throw answer;
      return answer!;
    }),
  };
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('StaffUserRecordsPage', () => {
  it('shows the account and its four lists, each record linked where staff open it', async () => {
    const api = fakeApi(records());
    renderPage(<StaffUserRecordsPage api={api} />, { path: PATH, entry: '/staff/users/7' });

    expect(await screen.findByRole('heading', { name: 'Dara Dev', level: 1 })).toBeInTheDocument();
    expect(api.ids).toEqual([7]);
    expect(document.title).toContain('Records of Dara Dev');
    expect(screen.getByText('Developer', { selector: '.staff-flag' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Email not confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History of Dara Dev' })).toHaveAttribute(
      'href',
      '/staff/audit-log?user=7',
    );
    expect(screen.getByRole('link', { name: 'All accounts' })).toHaveAttribute(
      'href',
      '/staff/users',
    );

    // Listings: the public page when published, else the preview admins may open.
    const listings = section(/^Listings \(55\)$/);
    expect(listings).toHaveTextContent('The 2 most recent of 55.');
    expect(within(listings).getByRole('link', { name: 'Kata pool villa' })).toHaveAttribute(
      'href',
      '/properties/11',
    );
    expect(within(listings).getByRole('link', { name: 'Untitled listing #12' })).toHaveAttribute(
      'href',
      '/properties/12?preview',
    );
    const [published, rejected] = within(listings).getAllByRole('listitem');
    expect(published).toHaveTextContent('Published');
    expect(published).toHaveTextContent('฿20,000,000');
    expect(published).toHaveTextContent(
      'Waits for a staff decision: looks like another listing and reported by a visitor.',
    );
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('No price yet');
    expect(rejected).toHaveTextContent(
      "Staff's note to the owner: These photos are of another house.",
    );

    // Companies and projects open in the database editor admins use.
    expect(
      within(section(/^Developer companies \(1\)$/)).getByRole('link', { name: 'Andaman Crest' }),
    ).toHaveAttribute('href', '/database/developers/5/create');
    const projects = section(/^Projects \(1\)$/);
    expect(within(projects).getByRole('link', { name: 'Untitled project #9' })).toHaveAttribute(
      'href',
      '/database/projects/9/create',
    );
    expect(projects).toHaveTextContent('Draft');
    expect(projects).not.toHaveTextContent('most recent');

    const presentations = section(/^Presentations \(1\)$/);
    expect(within(presentations).getByRole('link', { name: 'For the Ivanovs' })).toHaveAttribute(
      'href',
      '/presentation/AbCdEf123456',
    );
    expect(presentations).toHaveTextContent('Client: Ivan Ivanov');
    expect(presentations).toHaveTextContent('2 opens');
    expect(presentations).toHaveTextContent('Active');

    // Enquiries are listed, not linked: staff have no page of someone else's enquiry.
    const enquiries = section(/^Enquiries received \(1\)$/);
    expect(enquiries).toHaveTextContent('Visitor Vera');
    expect(enquiries).toHaveTextContent('Listing Kata pool villa #11');
    expect(enquiries).toHaveTextContent('Contacted');
    expect(within(enquiries).queryByRole('link')).toBeNull();
  });

  it('says so in each section that has nothing', async () => {
    const api = fakeApi(
      records({
        listings: none,
        developers: none,
        projects: none,
        presentations: none,
        enquiries: none,
      }),
    );
    renderPage(<StaffUserRecordsPage api={api} />, { path: PATH, entry: '/staff/users/7' });
    expect(await screen.findByText('No listings.')).toBeInTheDocument();
    expect(within(section(/^Listings \(0\)$/)).queryByRole('list')).toBeNull();
    for (const text of [
      'No developer companies.',
      'No projects.',
      'No presentations.',
      'No enquiries received.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('offers Retry after a failure, which loads them again', async () => {
    const api = fakeApi(apiError(500, { message: 'Server error' }), records());
    const person = userEvent.setup();
    renderPage(<StaffUserRecordsPage api={api} />, { path: PATH, entry: '/staff/users/7' });
    expect(
      await screen.findByText(
        'The records could not be loaded. Check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account records', level: 1 })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dara Dev', level: 1 })).toBeInTheDocument();
    expect(api.ids).toEqual([7, 7]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says when there is no such account, and asks nothing for an id that cannot be one', async () => {
    const gone = fakeApi(apiError(404, { message: 'User not found.' }));
    const { unmount } = renderPage(<StaffUserRecordsPage api={gone} />, {
      path: PATH,
      entry: '/staff/users/999',
    });
    expect(
      await screen.findByText('There is no such account: it may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();

    const unused = fakeApi(records());
    renderPage(<StaffUserRecordsPage api={unused} />, {
      path: PATH,
      entry: '/staff/users/2147483648',
    });
    expect(
      screen.getByText('There is no such account: it may have been deleted.'),
    ).toBeInTheDocument();
    expect(unused.ids).toEqual([]);
  });
});
