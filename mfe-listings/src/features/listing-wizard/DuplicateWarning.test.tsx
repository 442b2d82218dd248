import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@phuket/shared/router';
import { DuplicateCheck } from './duplicates-store';
import { DuplicateWarning } from './DuplicateWarning';

describe('DuplicateWarning', () => {
  it('names each match, what it shares, whose it is, and what happens on publishing', async () => {
    const check = new DuplicateCheck(() =>
      Promise.resolve({
        matches: [
          {
            id: 11,
            title: 'Pool villa in Rawai',
            cover_url: null,
            yours: false,
            matched_on: ['photo', 'price', 'area'],
          },
          { id: 12, title: null, cover_url: null, yours: true, matched_on: ['price', 'area'] },
        ],
      }),
    );
    await check.load(3);
    render(
      <MemoryRouter>
        <DuplicateWarning check={check} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'This property may already be on the site' }),
    ).toBeInTheDocument();
    const first = screen.getByRole('link', { name: /Pool villa in Rawai/ });
    expect(first).toHaveAttribute('href', '/properties/11');
    expect(first.closest('li')).toHaveTextContent(
      'Pool villa in Rawai (opens in a new tab): the same photo, a price within 1 % and an area within 1 %.',
    );
    expect(screen.getByRole('link', { name: /Listing 12/ }).closest('li')).toHaveTextContent(
      '(yours): a price within 1 % and an area within 1 %.',
    );
    expect(screen.getByText(/Our moderators will compare the two listings/)).toBeInTheDocument();
  });

  it('shows nothing without a match', async () => {
    const check = new DuplicateCheck(() => Promise.resolve({ matches: [] }));
    await check.load(3);
    const { container } = render(
      <MemoryRouter>
        <DuplicateWarning check={check} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
