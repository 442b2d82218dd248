/**
 * Server entry (built by webpack.ssr.config.js into dist-ssr/server-entry.js, loaded by the
 * API): the guest pages routes.ts marks `serverRendered` — sign in, register, forgotten
 * password. They need no API answers; the API renders them only for a visitor without the
 * signed-in cookie (a signed-in one is sent on by the guard in the browser). The shell's
 * server build renders them inside the site's frame; @phuket/shared comes from that build.
 */
import type { ComponentType } from 'react';
import { matchPath } from '@phuket/shared/router';
import {
  serverRenderedRoutes,
  type ServerLoaders,
  type ServerRenderedPage,
} from '@phuket/shared/routes';
import { sharedMessages, type Locale } from '@phuket/shared/i18n';
import ForgotPage from '../features/auth/ForgotPage';
import LoginPage from '../features/auth/LoginPage';
import RegisterPage from '../features/auth/RegisterPage';
import { accountMessages } from '../common/messages';
import { routes } from './routes';

export { routes };

/** The component of each server-rendered page, by page name (as in the area's `pages`). */
export const pages: ServerLoaders<typeof routes, ComponentType> = {
  login: LoginPage,
  register: RegisterPage,
  forgot: ForgotPage,
};

/** The answers each page renders from: none, these are forms. */
const noAnswers = (): string[] => [];
const serverData: ServerLoaders<typeof routes, () => string[]> = {
  login: noAnswers,
  register: noAnswers,
  forgot: noAnswers,
};

export interface ServerRoute {
  page: ServerRenderedPage<typeof routes>;
  keys: string[];
}

const serverRendered = serverRenderedRoutes(routes, serverData);

/** The route this URL renders on the server, with its data keys; null when none does. */
export function serverRouteFor(url: { pathname: string; search: string }): ServerRoute | null {
  for (const { route, load } of serverRendered) {
    if (matchPath(route.path, url.pathname)) return { page: route.page, keys: load() };
  }
  return null;
}

/** Fetches this area's words in `locale` (English is always there); before a render. */
export function loadMessages(locale: Locale): Promise<void> {
  return Promise.all([accountMessages.load(locale), sharedMessages.load(locale)]).then(
    () => undefined,
  );
}
