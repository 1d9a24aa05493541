import { lazy, Suspense } from "react";
import { useMediaQuery, type Theme } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import {
  Button,
  LinkBase,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useResourceContext,
  useResourceTranslation,
} from "react-admin";

// react-admin's own button, for phones: a floating action button (MUI's Fab), fetched there only.
const FloatingCreateButton = lazy(
  () => import("../../../node_modules/ra-ui-materialui/dist/button/CreateButton.js"),
);

interface CreateButtonProps {
  /** Where the button leads; the resource's create page by default. */
  to?: string;
  /** "contained" on an empty list's page. */
  variant?: "text" | "contained";
}

/**
 * A list's Create button, shown only to whoever may create (SPEC §6): react-admin's label and link drawn with its
 * plain button. On phones react-admin's floating button, whose Fab and styles no desktop page fetches (1 KB gzip).
 */
export function CreateButton({ to, variant }: CreateButtonProps) {
  const resource = useResourceContext();
  const { canAccess, isPending } = useCanAccess({ action: "create", resource });
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"), { noSsr: true });
  const label = useResourceTranslation({
    resourceI18nKey: `resources.${resource}.action.create`,
    baseI18nKey: "ra.action.create",
    options: { name: resource ? getResourceLabel(resource, 1) : "" },
  });
  if (!resource || !canAccess || isPending) return null;
  const path = to ?? createPath({ resource, type: "create" });
  if (phone && variant !== "contained")
    return (
      <Suspense fallback={null}>
        <FloatingCreateButton to={path} />
      </Suspense>
    );
  return (
    <Button
      component={LinkBase}
      to={{ pathname: path, state: { _scrollToTop: true } }}
      label={String(label)}
      variant={variant}
      className="RaCreateButton-root"
    >
      <AddIcon />
    </Button>
  );
}
