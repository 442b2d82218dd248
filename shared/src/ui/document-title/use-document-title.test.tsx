import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
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
});
