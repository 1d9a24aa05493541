import { useEffect, useState } from "react";
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import { Loading, Title, useLocaleState, useNotify, useTranslate } from "react-admin";
import { apiPost } from "../../dataProvider/httpClient";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { useApiQuery } from "../operations/useApiQuery";
import { useCurrentScope } from "../shared/useCurrentScope";
import { PermissionsGrid, type PermissionOption } from "./PermissionsGrid";

/** The event the shell listens to, to reload the signed-in user's permissions (SPEC §6). */
export const PERMISSIONS_UPDATED_EVENT = "permissionsUpdated";

interface StaffUser {
  id: number;
  name: string;
  email: string;
}

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
  const [saving, setSaving] = useState(false);

  const base = businessId && branchId ? `business/${businessId}/branches/${branchId}/permissions` : null;
  const staff = useApiQuery<{ data: StaffUser[] }>(
    businessId
      ? `business/${businessId}/users?role=staff&per_page=${MAX_PER_PAGE}&sort=name&order=asc`
      : null,
  );
  const areas = useApiQuery<{ data: PermissionOption[] }>(base && `${base}/services`);
  const actions = useApiQuery<{ data: PermissionOption[] }>(base && `${base}/actions`);
  const held = useApiQuery<{ data: string[] }>(base && userId ? `${base}/user/${userId}` : null);

  // The editor starts from what the user holds in the chosen branch.
  useEffect(() => setSelected(held.data ? new Set(held.data.data) : null), [held.data]);

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
    if (!base || !userId || !selected) return;
    setSaving(true);
    try {
      await apiPost(`${base}/user/${userId}/set`, { permissions: [...selected].sort() });
      notify("app.catalog.notices.updated", { type: "success" });
      window.dispatchEvent(new Event(PERMISSIONS_UPDATED_EVENT));
    } catch (error) {
      notifyApiError(error);
    } finally {
      setSaving(false);
    }
  };

  const branches = business?.branches ?? [];
  const staffUsers = staff.data?.data ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.permissions.title" />
      <CardContent>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2 }}>
          <TextField
            select
            label={translate("resources.permissions.branch")}
            value={branchId ?? ""}
            onChange={(event) => setBranchId(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {branches.map((branch) => (
              <MenuItem key={branch.id} value={branch.id}>
                {localizedName(branch.locales, locale, branch.slug)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate("resources.permissions.user")}
            value={userId}
            onChange={(event) => setUserId(Number(event.target.value))}
            sx={{ minWidth: 260 }}
          >
            {staffUsers.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.name} ({user.email})
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {!staff.isPending && staffUsers.length === 0 && (
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
