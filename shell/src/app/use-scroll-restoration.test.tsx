import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, useNavigate } from '@phuket/shared/router';
import { keyThisEntry } from './history-key';
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

describe('a page opened by its address in the same tab', () => {
  const scrollTo = jest.fn();
  const setScrollY = (value: number) =>
    Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  const nextFrame = () =>
    act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

  function Page() {
    useScrollRestoration();
    return null;
  }

  /** A document opened on `path` in an entry with `state` (null: typed, pasted, from a mail). */
  function openDocument(path: string, state: unknown) {
    window.history.replaceState(state, '', path);
    keyThisEntry();
    return render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
  }

  beforeEach(() => {
    sessionStorage.clear();
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    setScrollY(0);
    // jsdom has no ResizeObserver; a restore watches the page grow with one.
    window.ResizeObserver = class {
      observe() {}
      disconnect() {}
      unobserve() {}
    };
  });

  it("starts at the top, not at the tab's first page's saved position; a reload restores", async () => {
    // The tab's first page, /properties, opened by its address and scrolled, then left.
    const first = openDocument('/properties', null);
    await nextFrame();
    setScrollY(1713);
    fireEvent.scroll(window);
    fireEvent(window, new Event('pagehide'));
    const propertiesEntry: unknown = window.history.state;
    first.unmount();

    // /projects typed into the same tab: a new entry without state.
    setScrollY(0);
    const second = openDocument('/projects', null);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1713);
    second.unmount();

    // Back to /properties (or a reload of it): its own entry, its own position.
    openDocument('/properties', propertiesEntry);
    expect(scrollTo).toHaveBeenCalledWith(0, 1713);
  });
});

describe('a link to a #fragment of another page', () => {
  it('opens that page at the element once it has arrived, not at the top', async () => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this.id);
    };
    function About() {
      useScrollRestoration();
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/about-us#team')}>
          Team
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/properties']}>
        <About />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(scrolledTo).toEqual([]);
    // The page's section arrives later, as a remote's page does.
    const section = document.createElement('section');
    section.id = 'team';
    await act(async () => {
      document.body.append(section);
      await Promise.resolve();
    });
    expect(scrolledTo).toEqual(['team']);
    section.remove();
  });
});
