import type { ReactNode } from 'react';

/** One card of the edit page; its id is the anchor the profile page links to. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="profile-section" aria-labelledby={`${id}-title`}>
      {/* Focusable from the page's section links, so keyboard users land in the section. */}
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {lead && <p className="profile-section__lead">{lead}</p>}
      {children}
    </section>
  );
}
