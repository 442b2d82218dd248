import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@phuket/shared/router';
import { useScrollRestoration } from './use-scroll-restoration';

function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/properties/1')}>
      Open
    </button>
  );
}

describe('useScrollRestoration', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('leaves the page where it is on its own load, and scrolls to top on a navigation', () => {
    render(
      <MemoryRouter initialEntries={['/properties']}>
        <Page />
      </MemoryRouter>,
    );
    // Hydration of a page the visitor may already have scrolled: no jump to the top.
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
