import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, type DemoRole } from '../support/accounts';

/** The card fields the catalog tests compare against what the page shows. */
export interface ApiCard {
  id: number;
  title: string;
  price: number;
  discount: number | null;
  currency: 'THB' | 'USD' | 'EUR';
  offer_type: 'Sale' | 'Rent';
  rental_type: string | null;
  location: string | null;
}

export interface ApiPage<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

const SIGNS = { THB: '฿', USD: '$', EUR: '€' } as const;

/** docs/product-rules.md §9 card price: sign, rounded down, en-US separators, ' / Monthly' or ' / Daily' for rent. */
export function expectedPrice(card: ApiCard): string {
  const amount = Math.floor(card.price).toLocaleString('en-US');
  const suffix =
    card.offer_type === 'Rent'
      ? card.rental_type === 'Long-term'
        ? ' / Monthly'
        : ' / Daily'
      : '';
  return `${SIGNS[card.currency]}${amount}${suffix}`;
}

export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const response = await request.get(`/api${path}`, { params });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** A listing card on the page, found by its title link. */
export function card(page: Page, title: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A demo account's id, from its own sign-in (the API looks nobody up by email). */
export async function demoUserId(request: APIRequestContext, role: DemoRole): Promise<number> {
  const response = await request.post('/api/login', {
    data: { email: demoUsers[role].email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login as ${role}: ${response.status()}`);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** A new broker: an account with no listing, so without a public agent page. */
export async function agentWithoutListings(request: APIRequestContext): Promise<number> {
  const password = 'Kata-beach-2024';
  const registered = await request.post('/api/register', {
    data: {
      name: 'No Listings Yet',
      email: uniqueEmail('no-listings'),
      password,
      password_confirmation: password,
      role: 'broker',
    },
  });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { user: { id: number } }).user.id;
}

export interface ApiListingAgent {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * A seeded agent who keeps both contacts private (the default), found as the owner of a
 * listing. Never the demo broker or developer: they show their phone all along.
 */
export async function privateAgent(request: APIRequestContext): Promise<ApiListingAgent> {
  const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', { per_page: 30, page: 1 });
  for (const item of list.data) {
    const { agent } = await apiGet<{ agent: ApiListingAgent | null }>(
      request,
      `/${item.id}/property`,
    );
    if (agent && agent.email === null && agent.phone === null) return agent;
  }
  throw new Error('no listing of an agent with private contacts in the demo data');
}
