/**
 * The part of React Router the platform's pages use in the browser, and nothing else. Shared
 * between the shell and every remote as one federation singleton, a library is shared whole: its
 * every export is downloaded, whether or not anyone imports it. Shared through this list, the
 * bundler keeps only these: the declarative router, without the data router, its server
 * rendering and its framework mode (about 16 KB gzip instead of 60).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavLinkProps, Params, To } from 'react-router';
