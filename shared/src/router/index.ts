/**
 * The router for every app, shared as one federation singleton. Sharing react-router itself
 * would ship all of it (about 57 KB gzip) because a shared package cannot be tree-shaken;
 * re-exporting what the site uses lets webpack drop the rest. Import routing only from here
 * (ESLint enforces it): a second copy of react-router would have its own contexts.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  NavigationType,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type {
  InitialEntry,
  Location,
  NavigateFunction,
  SetURLSearchParams,
  To,
} from 'react-router-dom';
