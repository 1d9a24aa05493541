import { useEffect, useState } from "react";
import { Alert, Box, Button, Card, CardContent } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import { Loading, useLocaleState, useNotify, useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { localizedName } from "../../domain/localizedText";
import { ChoiceSelect } from "../shared/ChoiceSelect";
import { useCurrentScope } from "../shared/useCurrentScope";
import { PermissionsGrid } from "./PermissionsGrid";

/** The event the shell listens to, to reload the signed-in user's permissions (SPEC §6). */
export const PERMISSIONS_UPDATED_EVENT = "permissionsUpdated";

/**
 * The permissions editor (SPEC §6, §7), for owners: choose a branch and a staff user, tick areas × actions,
 * Save. Chalet businesses only list their areas (the server answers them).
 */
export const PermissionsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [locale] = useLocaleState();
  const { business, businessId, branchId: currentBranchId } = useCurrentScope();
  const [branchId, setBranchId] = useState<number | undefined>(currentBranchId);
  const [userId, setUserId] = useState<number | "">("");
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();

  const branch = businessId && branchId ? { businessId, branchId } : undefined;
  const staff = useQuery({
    // Under "users": adding or removing staff refreshes the choice.
    queryKey: ["users", "staff", businessId],
    queryFn: ({ signal }) => dataProvider.getStaff({ businessId: businessId!, signal }),
    enabled: !!businessId,
    ...QUERY_DEFAULTS,
  });
  // Areas and actions are named by the server in the reader's language.
  const areas = useQuery({
    queryKey: ["permissions", "areas", branch, locale],
    queryFn: ({ signal }) => dataProvider.getPermissionAreas({ ...branch!, signal }),
    enabled: !!branch,
    ...QUERY_DEFAULTS,
  });
  const actions = useQuery({
    queryKey: ["permissions", "actions", branch, locale],
    queryFn: ({ signal }) => dataProvider.getPermissionActions({ ...branch!, signal }),
    enabled: !!branch,
    ...QUERY_DEFAULTS,
  });
  const heldKey = ["permissions", "user", branch, userId];
  const held = useQuery({
    queryKey: heldKey,
    queryFn: ({ signal }) => dataProvider.getUserPermissions({ ...branch!, userId: Number(userId), signal }),
    enabled: !!branch && !!userId,
    ...QUERY_DEFAULTS,
  });
  const { mutateAsync: savePermissions, isPending: saving } = useMutation({
    mutationFn: (permissions: string[]) =>
      dataProvider.setUserPermissions({ ...branch!, userId: Number(userId), permissions }),
    onSuccess: ({ data }) => queryClient.setQueryData(heldKey, { data }),
  });

  // The editor starts from what the user holds in the chosen branch.
  useEffect(() => setSelected(Array.isArray(held.data?.data) ? new Set(held.data.data) : null), [held.data]);

  const stringOf = (area: string, action: string) => `branch.${branchId}.${area}.${action}`;
  const toggle = (area: string, action: string) =>
    setSelected((current) => {
      const next = new Set(current);
      const key = stringOf(area, action);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const save = async () => {
    if (!branch || !userId || !selected) return;
    try {
      await savePermissions([...selected].sort());
      notify("app.catalog.notices.updated", { type: "success" });
      window.dispatchEvent(new Event(PERMISSIONS_UPDATED_EVENT));
    } catch (error) {
      notifyApiError(error);
    }
  };

  const branches = business?.branches ?? [];
  const staffUsers = Array.isArray(staff.data?.data) ? staff.data.data : [];
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title="resources.permissions.title" />
      <CardContent>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2 }}>
          <ChoiceSelect
            label="resources.permissions.branch"
            value={branchId}
            onChange={setBranchId}
            options={branches.map((branch) => ({
              id: branch.id,
              name: localizedName(branch.locales, locale, branch.slug),
            }))}
            minWidth={220}
          />
          <ChoiceSelect
            label="resources.permissions.user"
            value={userId}
            onChange={setUserId}
            options={staffUsers.map((user) => ({ id: user.id, name: `${user.name} (${user.email})` }))}
            minWidth={260}
          />
        </Box>
        {!staff.isLoading && staffUsers.length === 0 && (
          <Alert severity="info">{translate("resources.permissions.noStaff")}</Alert>
        )}
        {!userId ? (
          staffUsers.length > 0 && (
            <Alert severity="info">{translate("resources.permissions.chooseUser")}</Alert>
          )
        ) : !selected || !areas.data || !actions.data ? (
          <Loading />
        ) : (
          <>
            <PermissionsGrid
              areas={areas.data.data}
              actions={actions.data.data}
              isChecked={(area, action) => selected.has(stringOf(area, action))}
              onToggle={toggle}
              disabled={saving}
            />
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={save}
              disabled={saving}
              sx={{ mt: 2 }}
            >
              {translate("resources.permissions.save")}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};

PermissionsPage.path = "/permissions/list";
