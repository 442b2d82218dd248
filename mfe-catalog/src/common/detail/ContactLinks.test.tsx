import { render, screen } from '@testing-library/react';
import { ContactLinks, websiteLabel } from './DetailSections';

describe('ContactLinks', () => {
  it('links the phone, the email and the website a developer gave for enquiries', () => {
    render(
      <ContactLinks
        contact={{
          phone: '+66 81 234 5678',
          email: 'sales@andaman.example.com',
          website: 'https://www.andaman.example.com/en',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '+66 81 234 5678' })).toHaveAttribute(
      'href',
      'tel:+66812345678',
    );
    expect(screen.getByRole('link', { name: 'sales@andaman.example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@andaman.example.com',
    );
    expect(screen.getByRole('link', { name: 'andaman.example.com' })).toHaveAttribute(
      'href',
      'https://www.andaman.example.com/en',
    );
  });

  it('shows only what was given, and nothing when nothing was', () => {
    const { container, rerender } = render(
      <ContactLinks contact={{ phone: null, email: 'a@b.example', website: null }} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    rerender(<ContactLinks contact={{ phone: null, email: null, website: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads a website address it cannot parse as it is', () => {
    expect(websiteLabel('not a url')).toBe('not a url');
  });
});
