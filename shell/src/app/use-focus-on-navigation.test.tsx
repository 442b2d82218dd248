import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@phuket/shared/router';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** A page whose heading arrives later, as a remote's page with its data does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Project database</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      Arrive
    </button>
  );
}

function Filters() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Properties</h1>
      <button type="button" onClick={() => void navigate('/properties?offer_type=Rent')}>
        Rent
      </button>
    </>
  );
}

function Site() {
  useFocusOnNavigation('main');
  return (
    <>
      <nav>
        <Link to="/about-us">About</Link>
        <Link to="/database/projects">Projects</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/properties" element={<Filters />} />
          <Route path="/about-us" element={<h1>About us</h1>} />
          <Route path="/database/projects" element={<LatePage />} />
        </Routes>
      </main>
    </>
  );
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Site />
    </MemoryRouter>,
  );

describe('useFocusOnNavigation', () => {
  it('leaves the focus alone on the first load', () => {
    open('/properties');
    expect(document.activeElement).toBe(document.body);
  });

  it("moves the focus to the new page's heading after a link, without making it a Tab stop", async () => {
    open('/properties');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    const heading = screen.getByRole('heading', { name: 'About us' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('holds the focus on the main region until a late heading arrives, then moves it there', async () => {
    open('/properties');
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(screen.getByRole('main')).toHaveFocus();
    // The "arrive" button stands for the data: clicking it would take the focus, so it is
    // pressed by the page itself here.
    act(() => {
      screen.getByRole('button', { name: 'Arrive' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Project database' })).toHaveFocus();
  });

  it('keeps the focus on a filter that only changes the query of the same page', async () => {
    open('/properties');
    const rent = screen.getByRole('button', { name: 'Rent' });
    await userEvent.click(rent);
    expect(rent).toHaveFocus();
  });
});
