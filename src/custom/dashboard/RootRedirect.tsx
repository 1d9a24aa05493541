import { Navigate } from "react-router-dom";
import { PATHS } from "../paths";

/** "/" has no page of its own: it opens the Overview. */
export const RootRedirect = () => <Navigate to={PATHS.overview} replace />;
