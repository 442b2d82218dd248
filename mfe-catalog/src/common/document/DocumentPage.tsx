import type { ReactNode } from 'react';
import { useDocumentTitle } from '@phuket/shared/ui';
import './document.css';

export interface DocumentSection {
  /** The section's anchor: its `id` in the body. */
  id: string;
  title: string;
}

/**
 * A long text page (the Terms, the ownership guide): its title (also the tab's), the lines
 * under it, and the contents beside the body on a wide screen, above it on a phone. The body's
 * sections carry the ids the contents link to.
 */
export function DocumentPage({
  title,
  intro,
  contentsLabel,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  contentsLabel: string;
  sections: readonly DocumentSection[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container catalog-page document">
      <header className="document__head">
        <h1>{title}</h1>
        {intro}
      </header>
      <div className="document__layout">
        <nav className="document__toc" aria-label={contentsLabel}>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="document__body">{children}</article>
      </div>
    </div>
  );
}
