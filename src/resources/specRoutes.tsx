import { Navigate, Route, useLocation, useParams } from "react-router-dom";
import { servedListAddress } from "./listAddress";

// SPEC §2 names a product resource's screens /x/list, /x/add and /x/edit/:id; react-admin serves them at /x,
// /x/create and /x/:id. These redirects make both work (mount the result inside <CustomRoutes>).

/** Goes to `to` keeping the query string (filters, tab) and the hash. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function EditRedirect({ resource }: { resource: string }) {
  const { id = "" } = useParams();
  return <RedirectTo to={`/${resource}/${encodeURIComponent(id)}`} />;
}

/** The `<Route>` redirects of one resource: `/x/list` → `/x`, `/x/add` → `/x/create`, `/x/edit/:id` → `/x/:id`. */
export function specRoutesFor(resource: string) {
  return [
    <Route
      key={`${resource}-list`}
      path={`/${resource}/list`}
      element={<RedirectTo to={servedListAddress(`/${resource}/list`)} />}
    />,
    <Route
      key={`${resource}-add`}
      path={`/${resource}/add`}
      element={<RedirectTo to={`/${resource}/create`} />}
    />,
    <Route
      key={`${resource}-edit`}
      path={`/${resource}/edit/:id`}
      element={<EditRedirect resource={resource} />}
    />,
  ];
}
