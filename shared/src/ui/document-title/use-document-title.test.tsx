import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import { useDocumentTitle } from './use-document-title';

function Page({ title, children }: { title: string | null; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return <>{children}</>;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Before';
  });

  it('names the page and the site while shown, and puts the previous title back after', () => {
    const view = render(<Page title="Villas in Rawai" />);
    expect(document.title).toBe('Villas in Rawai | WOW Phuket');
    view.rerender(<Page title="Condos in Patong" />);
    expect(document.title).toBe('Condos in Patong | WOW Phuket');
    view.unmount();
    expect(document.title).toBe('Before');
  });

  it('leaves the title alone while the page has none yet', () => {
    const view = render(<Page title={null} />);
    expect(document.title).toBe('Before');
    view.rerender(<Page title="Loaded" />);
    expect(document.title).toBe('Loaded | WOW Phuket');
  });

  it('tells a server render the title, where no effect runs; the outermost page wins, as in the browser', () => {
    const heard: string[] = [];
    const data = new ServerData({}, (title) => heard.push(title));
    renderToString(
      <ServerDataProvider data={data}>
        <Page title="Not for your role">
          <Page title="Staff users" />
        </Page>
      </ServerDataProvider>,
    );
    expect(heard).toEqual(['Not for your role | WOW Phuket']);
    expect(document.title).toBe('Before');
    // In the browser the outer effect runs last.
    render(
      <Page title="Not for your role">
        <Page title="Staff users" />
      </Page>,
    );
    expect(document.title).toBe('Not for your role | WOW Phuket');
  });

  it('tells nothing outside a server render (hydration has no listener)', () => {
    const data = new ServerData({});
    expect(() =>
      render(
        <ServerDataProvider data={data}>
          <Page title="Villas" />
        </ServerDataProvider>,
      ),
    ).not.toThrow();
    expect(document.title).toBe('Villas | WOW Phuket');
  });
});
