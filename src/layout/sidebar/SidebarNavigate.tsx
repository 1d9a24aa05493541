import { createContext, useContext, type ReactNode } from "react";
import { useNavigate } from "react-admin";
import type { NavigateFunction } from "react-router-dom";

const SidebarNavigateContext = createContext<NavigateFunction | null>(null);

/**
 * Gives the sidebar's links one navigate function. A component calling the router's useNavigate is drawn again at
 * every page change (it reads the router's route context), and the twenty links were all drawn again at each
 * click; react-admin's useNavigate returns the same function for the component's life, so the links reading it
 * from here are not, while this provider is (its children, made by the sidebar, are kept).
 */
export function SidebarNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <SidebarNavigateContext.Provider value={navigate}>{children}</SidebarNavigateContext.Provider>;
}

export function useSidebarNavigate(): NavigateFunction {
  const navigate = useContext(SidebarNavigateContext);
  if (!navigate) throw new Error("useSidebarNavigate is for the links inside SidebarNavigateProvider");
  return navigate;
}
