import { useCallback, useEffect, useRef, type ReactNode } from "react";
import type { RouterProvider } from "react-admin";
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from "react-router-dom";
import { BlockingBrowserRouter, useAppBlocker, useCanBlockNavigation } from "./BlockingBrowserRouter";

/*
 * react-admin's router adapter, on react-router's plain routing and BlockingBrowserRouter's blocker. It takes the
 * place of react-admin's default adapter (scripts/stand-ins-plugin.ts), whose module makes a data router
 * and so carries all of react-router into every page. Nothing here may import react-admin's code (types only):
 * react-admin imports this module.
 */

/** navigate() as one function for the component's life: react-router's changes on every navigation. */
function useStableNavigate() {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => latest.current(...args), []) as typeof navigate;
}

/** Inside the app's router already: nothing to add. Elsewhere (never in this app) a history-mode router. */
function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  return inRouter ? <>{children}</> : <BlockingBrowserRouter>{children}</BlockingBrowserRouter>;
}

export const appRouterProvider = {
  useNavigate: useStableNavigate,
  useLocation,
  useParams,
  useBlocker: useAppBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock: useCanBlockNavigation,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as unknown as RouterProvider;

/** The name react-admin imports its default adapter by. */
export { appRouterProvider as reactRouterProvider };
