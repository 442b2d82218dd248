import { describeAreaRoutes, type ExpectedRoutes } from '@phuket/shared/testing';
import { serverRenderedRoutes } from '@phuket/shared/routes';
import area from './area';
import { routes } from './routes';
import { serverData } from './server-data';
import { pages } from './server-entry';

/** This area's routes of docs/product-rules.md §2 written out by hand: path -> access, roles, header and footer. */
const expected: ExpectedRoutes = {
  '/': ['all', null, true],
  '/properties': ['all', null, true],
  '/properties/:id': ['all', null, true],
  '/developers': ['all', null, true],
  '/developers/:id': ['all', null, true],
  '/projects': ['all', null, true],
  '/projects/:id': ['all', null, true],
  '/about-us': ['all', null, true],
  '/contact-us': ['all', null, true],
  '/favourites': ['all', null, true],
  '/compare': ['all', null, true],
  '/agents/:id': ['all', null, true],
  '/terms': ['all', null, true],
  '/foreign-ownership': ['all', null, true],
};

describeAreaRoutes('mfe-catalog', routes, area, expected);

describe('mfe-catalog routes in the sitemap and link previews', () => {
  it('lists its static public pages in the sitemap and gives them and entity pages link previews', () => {
    expect(routes.filter((route) => route.sitemap).map((route) => route.path)).toEqual([
      '/',
      '/properties',
      '/developers',
      '/projects',
      '/about-us',
      '/contact-us',
      '/terms',
      '/foreign-ownership',
    ]);
    expect(routes.filter((route) => route.meta).map((route) => [route.path, route.meta])).toEqual([
      ['/', 'home'],
      ['/properties', 'properties'],
      ['/properties/:id', 'property'],
      ['/developers', 'developers'],
      ['/developers/:id', 'developer'],
      ['/projects', 'projects'],
      ['/projects/:id', 'project'],
      ['/about-us', 'about'],
      ['/contact-us', 'contact'],
      ['/agents/:id', 'agent'],
      ['/terms', 'terms'],
      ['/foreign-ownership', 'ownership'],
    ]);
  });
});

describe('mfe-catalog server-rendered pages', () => {
  it('renders the public catalog pages and its pages of text on the server, each with one data loader and component', () => {
    const rendered = serverRenderedRoutes(routes, serverData).map(({ route }) => route.path);
    expect(rendered).toEqual([
      '/',
      '/properties',
      '/properties/:id',
      '/developers',
      '/developers/:id',
      '/projects',
      '/projects/:id',
      '/about-us',
      '/contact-us',
      '/agents/:id',
      '/terms',
      '/foreign-ownership',
    ]);
    expect(serverRenderedRoutes(routes, pages)).toHaveLength(rendered.length);
  });
});
