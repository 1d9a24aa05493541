import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { getToken } from "../../authProvider/session";
import { PATHS } from "../paths";

/** Route guard of Login and Register: a signed-in user goes to the Overview instead (SPEC §4). */
export const GuestOnly = ({ children }: { children: ReactNode }) =>
  getToken() ? <Navigate to={PATHS.overview} replace /> : <>{children}</>;
