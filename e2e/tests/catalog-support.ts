import type { APIRequestContext, Page } from '@playwright/test';

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

/** SPEC §9 card price: sign, rounded down, en-US separators, ' / Monthly' or ' / Daily' for rent. */
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
