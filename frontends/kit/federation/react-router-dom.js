// What the shared 'react-router-dom' singleton provides: the declarative-mode API only.
//
// Why: a shared module cannot be tree-shaken (the provider does not know what remotes will
// use), and the whole of react-router 7 (data routers, SSR, sessions, RSC) is much larger than
// this subset, a large part of the public page's JavaScript budget (docs/adr/0008). The shell owns a
// <BrowserRouter>, so data-router APIs (createBrowserRouter, loaders, useFetcher, Form,
// useBlocker) could not work inside a remote anyway.
//
// Imported from 'react-router' (which react-router-dom 7 re-exports) so this file does not
// consume itself. A name missing here is `undefined` at run time even though TypeScript
// accepts it: add it here when a remote needs it (kit/src/shared-router.test.ts checks the list).
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  useBeforeUnload,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
} from 'react-router';
