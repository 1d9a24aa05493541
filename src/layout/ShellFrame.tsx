import { Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { styled } from "@mui/material";
import { Loading, Sidebar, SkipNavigationButton } from "react-admin";
import { whenIdle } from "../custom/whenIdle";
import { RootError } from "./rootFallbackPages";
import { useAppBarAlwaysOn } from "./useAppBarAlwaysOn";

/**
 * react-admin's layout frame (skip link, top bar, sidebar, the page in an error boundary and a Suspense), with its
 * class names and styles, without its preferences inspector: the product has no configurable views, and the
 * inspector read the page's width while drawing, on every page change, forcing the browser to lay the page out
 * in the middle of React's work (about 9 ms per page change, measured in chromium).
 */
export const ShellFrame = ({
  appBar: AppBar,
  menu: Menu,
  children,
  sx,
}: {
  appBar: ComponentType;
  menu: ComponentType;
  children: ReactNode;
  sx?: object;
}) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  const appBarAlwaysOn = useAppBarAlwaysOn();
  // react-admin's error page is a chunk of its own (rootFallbackPages): fetched once the page is idle, so that a
  // page that crashes later finds it at hand.
  useEffect(() => whenIdle(() => void RootError.preload().catch(() => undefined)), []);
  return (
    <Frame className="layout" sx={sx}>
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar appBarAlwaysOn={appBarAlwaysOn}>
            <Menu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <RootError error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
};

// react-admin's RaLayout styles, under its class names (themes and the shell's own rules address them).
const Frame = styled("div", { name: "RaLayout", overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: "flex",
    flexDirection: "column",
    zIndex: 1,
    minHeight: "100vh",
    backgroundColor: theme.palette.background.default,
    position: "relative",
    minWidth: "fit-content",
    width: "100%",
    "& .RaLayout-appFrame": {
      display: "flex",
      flexDirection: "column",
      flexGrow: 1,
      marginTop: theme.spacing(6),
      [theme.breakpoints.down("sm")]: { marginTop: theme.spacing(7) },
    },
    "& .RaLayout-contentWithSidebar": {
      display: "flex",
      flexGrow: 1,
      transition: theme.transitions.create("margin", {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
    },
    "& .RaLayout-content": {
      backgroundColor: theme.palette.background.default,
      zIndex: 2,
      display: "flex",
      flexDirection: "column",
      flexGrow: 1,
      flexBasis: 0,
      padding: 0,
      [theme.breakpoints.up("xs")]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
    },
  }),
);
