// What the site uses of react-router-dom, shared in its place (shared-singletons.cjs): a
// shared library is provided whole, never tree-shaken, and all of React Router 7 (data
// routers, server rendering, cookies and sessions) was 61 kB gzip of the landing page's JS.
// react-router-dom.test.cjs checks that every name the workspaces import is here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
