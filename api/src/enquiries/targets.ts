import { and, eq, inArray } from 'drizzle-orm';
import { endpoints, type EnquiryTarget } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { developers, listings, projects, users } from '../db/schema';
import { PUBLIC_AGENT_ROLES, hasPublicAgentPage } from '../users/public-agent';

/**
 * The endpoint a target's form posts to, relative to the API base (docs/product-rules.md §7: "support message
 * and send-email calls are POSTs to given paths"): the public read's path plus /enquiry. The
 * page answers carry it as `enquiry_path`, so the browser never builds it.
 */
export const ENQUIRY_ENDPOINTS = {
  listing: endpoints.sendListingEnquiry,
  project: endpoints.sendProjectEnquiry,
  developer: endpoints.sendDeveloperEnquiry,
  agent: endpoints.sendAgentEnquiry,
} as const satisfies Record<EnquiryTarget, unknown>;

export { CONTACT_ENQUIRY_PATH } from '@phuket/shared/contract';

export function enquiryPath(kind: EnquiryTarget, id: number): string {
  return ENQUIRY_ENDPOINTS[kind].path.replace(':id', String(id));
}

/** The public page of a target, as the site's router names it. */
export function targetPagePath(kind: EnquiryTarget, id: number): string {
  const prefix = {
    listing: 'properties',
    project: 'projects',
    developer: 'developers',
    agent: 'agents',
  };
  return `/${prefix[kind]}/${id}`;
}

export const NOT_FOUND_NAMES: Readonly<Record<EnquiryTarget, string>> = {
  listing: 'Property',
  project: 'Project',
  developer: 'Developer',
  agent: 'Agent',
};

export interface Recipient {
  id: number;
  name: string;
  email: string;
  /** The language their mails are written in. */
  locale: string;
}

export interface ResolvedTarget {
  kind: EnquiryTarget;
  id: number;
  title: string;
  recipient: Recipient | null;
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  locale: users.locale,
};

/**
 * A user answers enquiries only as a broker or developer (the roles with the Enquiries page);
 * an admin who happens to own a project is not mailed, the enquiry is still stored.
 */
async function recipientById(db: Db, id: number | null): Promise<Recipient | null> {
  if (id === null) return null;
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, PUBLIC_AGENT_ROLES)))
    .limit(1);
  return row ?? null;
}

/**
 * The target as its public page shows it, with who receives its enquiries; undefined when
 * it has no public page (an unpublished listing, an agent without one), as its GET answers 404.
 */
export async function resolveTarget(
  db: Db,
  kind: EnquiryTarget,
  id: number,
): Promise<ResolvedTarget | undefined> {
  switch (kind) {
    case 'listing': {
      const [row] = await db
        .select({ title: listings.title, ownerId: listings.userId })
        .from(listings)
        .where(and(eq(listings.id, id), eq(listings.status, 'published')))
        .limit(1);
      if (!row) return undefined;
      const title = row.title ?? `Property ${id}`;
      return { kind, id, title, recipient: await recipientById(db, row.ownerId) };
    }
    case 'project': {
      const [row] = await db
        .select({
          title: projects.title,
          ownerId: projects.ownerId,
          developerOwnerId: developers.ownerId,
        })
        .from(projects)
        .leftJoin(developers, eq(developers.id, projects.developerId))
        .where(and(eq(projects.id, id), eq(projects.status, 'published')))
        .limit(1);
      if (!row) return undefined;
      // The project's own account first; else the developer's, who builds it.
      const recipient =
        (await recipientById(db, row.ownerId)) ?? (await recipientById(db, row.developerOwnerId));
      return { kind, id, title: row.title, recipient };
    }
    case 'developer': {
      const [row] = await db
        .select({ title: developers.title, ownerId: developers.ownerId })
        .from(developers)
        .where(and(eq(developers.id, id), eq(developers.status, 'published')))
        .limit(1);
      if (!row) return undefined;
      return { kind, id, title: row.title, recipient: await recipientById(db, row.ownerId) };
    }
    case 'agent': {
      const [row] = await db
        .select(recipientColumns)
        .from(users)
        .where(and(eq(users.id, id), hasPublicAgentPage()))
        .limit(1);
      if (!row) return undefined;
      return { kind, id, title: row.name, recipient: row };
    }
  }
}
