import { permissionName } from "../../resources/audits/auditValues";
import { usePermissionNames } from "../../resources/audits/useAuditReading";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { Confirm, useCanAccess, useLocale, useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { Navigate } from "react-router-dom";
import { PageTitle } from "../../layout/PageTitle";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import type { ApiKey } from "../../dataProvider/methods/apiKeys";
import { localizedName } from "../../domain/localizedText";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { useDisplayDate } from "../../resources/shared/useDisplayDate";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import { NewKeyDialog, toNewKey } from "./NewKeyDialog";
import { SecretDialog } from "./SecretDialog";

/** Whether a key still opens the API, and why not. */
function stateOf(key: ApiKey): "active" | "revoked" | "expired" {
  if (key.revoked_at) return "revoked";
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return "expired";
  return "active";
}

/**
 * /api-keys (owners only, issue 49): the business's keys for other systems, with their branches, permissions, last
 * use and expiry; a new key's secret is shown once; a key is revoked, never deleted (its audit rows name it).
 */
export function ApiKeysPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const displayDate = useDisplayDate();
  const timeZone = useBusinessTimeZone();
  const { business, businessId } = useCurrentScope();
  const { canAccess: isOwner, isPending: accessPending } = useCanAccess({
    resource: "apiKeys",
    action: "list",
  });
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ name: string; secret: string }>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const enabled = !!businessId && isOwner === true;
  const queryKey = ["apiKeys", businessId];
  const { data: keys, error } = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getApiKeys({ businessId: businessId!, signal }),
    enabled,
    ...QUERY_DEFAULTS,
  });
  const { data: grantable } = useQuery({
    queryKey: ["apiKeys", businessId, "permissions"],
    queryFn: ({ signal }) => dataProvider.getApiKeyPermissions({ businessId: businessId!, signal }),
    enabled,
    ...QUERY_DEFAULTS,
  });
  // Permissions named as the permissions editor names them, in the reader's language.
  const permissionNames = usePermissionNames(enabled);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const { mutate: revoke } = useMutation({
    mutationFn: (id: number) => dataProvider.revokeApiKey({ businessId: businessId!, id }),
    onSuccess: () => {
      notify("app.apiKeys.revoked", { type: "info" });
      void refresh();
    },
    onError: notifyApiError,
  });

  if (accessPending) return <LinearProgress />;
  if (!isOwner || !businessId) return <Navigate to={PATHS.overview} replace />;

  const branchName = (id: number) => {
    const branch = business?.branches.find((b) => b.id === id);
    return branch ? localizedName(branch.locales, locale, branch.slug) : `#${id}`;
  };
  const create = async (values: FieldValues) => {
    try {
      const { data } = await dataProvider.createApiKey({ businessId, key: toNewKey(values, timeZone) });
      setCreating(false);
      setMade({ name: data.name, secret: data.secret });
      void refresh();
      return undefined;
    } catch (failure) {
      notifyApiError(failure);
      return fieldErrorsOf(failure);
    }
  };

  return (
    <Box>
      <PageTitle title="app.apiKeys.title" />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, my: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate("app.apiKeys.intro")}{" "}
          {/* What an integrator types, as it is typed, in every language. */}
          <Box component="code" dir="ltr" sx={{ fontFamily: "monospace" }}>
            Authorization: Bearer &lt;key&gt;
          </Box>
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate("app.apiKeys.new")}
        </Button>
      </Box>
      {error ? <Alert severity="error">{translate("app.apiKeys.loadFailed")}</Alert> : null}
      <Card sx={{ overflowX: "auto" }}>
        {!keys ? <LinearProgress /> : null}
        <Table size="small" aria-label={translate("app.apiKeys.title")}>
          <TableHead>
            <TableRow>
              {["name", "prefix", "branches", "permissions", "lastUsed", "expires", "state", ""].map(
                (column) => (
                  <TableCell key={column}>
                    {column ? translate(`app.apiKeys.fields.${column}`) : null}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {keys?.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8}>{translate("app.apiKeys.empty")}</TableCell>
              </TableRow>
            ) : null}
            {keys?.data.map((key) => {
              const state = stateOf(key);
              return (
                <TableRow key={key.id} data-testid={`api-key-${key.id}`}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell dir="ltr" sx={{ fontFamily: "monospace" }}>{`${key.prefix}…`}</TableCell>
                  <TableCell>{key.branch_ids.map(branchName).join(locale === "ar" ? "، " : ", ")}</TableCell>
                  <TableCell>
                    {key.permissions
                      .map((p) => (permissionNames ? permissionName(p, permissionNames) : p))
                      .join(locale === "ar" ? "، " : ", ")}
                  </TableCell>
                  <TableCell>
                    {key.last_used_at ? displayDate(key.last_used_at) : translate("app.apiKeys.never")}
                  </TableCell>
                  <TableCell>
                    {key.expires_at ? displayDate(key.expires_at) : translate("app.apiKeys.noExpiry")}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={translate(`app.apiKeys.states.${state}`)}
                      color={state === "active" ? "success" : "default"}
                    />
                  </TableCell>
                  <TableCell>
                    {state !== "revoked" ? (
                      <Button color="error" size="small" onClick={() => setRevoking(key)}>
                        {translate("app.apiKeys.revoke")}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>
      {creating ? (
        <NewKeyDialog
          branches={business?.branches ?? []}
          permissions={grantable?.data ?? []}
          permissionNames={permissionNames}
          onSubmit={create}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {made ? (
        <SecretDialog name={made.name} secret={made.secret} onClose={() => setMade(undefined)} />
      ) : null}
      <Confirm
        isOpen={!!revoking}
        title="app.apiKeys.revokeTitle"
        content="app.apiKeys.revokeContent"
        translateOptions={{ name: revoking?.name ?? "" }}
        confirm="app.apiKeys.revoke"
        onConfirm={() => {
          if (revoking) revoke(revoking.id);
          setRevoking(undefined);
        }}
        onClose={() => setRevoking(undefined)}
      />
    </Box>
  );
}
