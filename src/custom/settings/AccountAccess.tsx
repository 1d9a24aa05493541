import { useCallback, useEffect, useState } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useLogout, useNotify, useTranslate } from "react-admin";
import { apiJson, apiPost } from "../../dataProvider/httpClient";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { refreshStoredUser } from "../../resources/shared/refreshStoredUser";
import { Section } from "./Section";

interface Invitation {
  id: number;
  business: { id: number; name: string };
  invited_by: string | null;
}

/** Invitations to join a business as staff, each accepted or declined here by the invited person only. */
export function PendingInvitations() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [busy, setBusy] = useState<number>();

  const load = useCallback(
    () =>
      apiJson<{ data: Invitation[] }>("users/invitations?per_page=100")
        .then(({ data }) => setInvitations(data))
        .catch(() => setInvitations([])),
    [],
  );
  useEffect(() => void load(), [load]);

  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    try {
      await apiPost(`users/invitations/${invitation.id}/${accept ? "accept" : "decline"}`);
      if (accept) await refreshStoredUser();
      notify(accept ? "app.settings.access.accepted" : "app.settings.access.declined", {
        type: "success",
        messageArgs: { business: invitation.business.name },
      });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(undefined);
      await load();
    }
  };

  return (
    <Section title="app.settings.access.invitations">
      {invitations.length === 0 && (
        <Typography color="text.secondary">{translate("app.settings.access.none")}</Typography>
      )}
      {invitations.map((invitation) => (
        <Stack
          key={invitation.id}
          direction="row"
          spacing={1}
          sx={{ width: "100%", alignItems: "center", flexWrap: "wrap" }}
        >
          <Typography sx={{ flexGrow: 1 }}>
            {translate("app.settings.access.invitedTo", {
              business: invitation.business.name,
              by: invitation.invited_by ?? "—",
            })}
          </Typography>
          <Button variant="contained" disabled={busy !== undefined} onClick={() => answer(invitation, true)}>
            {translate("app.settings.access.accept")}
          </Button>
          <Button variant="outlined" disabled={busy !== undefined} onClick={() => answer(invitation, false)}>
            {translate("app.settings.access.decline")}
          </Button>
        </Stack>
      ))}
    </Section>
  );
}

/** Ends every session of the account (all devices, this one too), then signs out here. */
export function LogoutEverywhere() {
  const translate = useTranslate();
  const logout = useLogout();
  const notifyApiError = useNotifyApiError();
  const [busy, setBusy] = useState(false);

  const logoutAll = async () => {
    setBusy(true);
    try {
      await apiPost("auth/logout-all");
      await logout();
    } catch (error) {
      notifyApiError(error);
      setBusy(false);
    }
  };

  return (
    <Section title="app.settings.access.sessions">
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate("app.settings.access.logoutAllHelp")}
        </Typography>
        <Button variant="outlined" color="error" disabled={busy} onClick={logoutAll}>
          {translate("app.settings.access.logoutAll")}
        </Button>
      </Box>
    </Section>
  );
}
