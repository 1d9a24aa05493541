import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useLogout, useNotify, useTranslate } from "react-admin";
import type { Invitation } from "../../dataProvider/methods/account";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useRefreshStoredUser } from "../../resources/shared/refreshStoredUser";
import { Section } from "./Section";

/** Invitations to join a business as staff, each accepted or declined here by the invited person only. */
export function PendingInvitations() {
  const refreshStoredUser = useRefreshStoredUser();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState<number>();
  // A failed load shows no invitation.
  const { data, refetch } = useQuery({
    queryKey: ["invitations"],
    queryFn: ({ signal }) => dataProvider.getInvitations({ signal }),
    ...QUERY_DEFAULTS,
  });
  const invitations = Array.isArray(data?.data) ? data.data : [];

  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    try {
      await dataProvider.answerInvitation({ id: invitation.id, accept });
      if (accept) await refreshStoredUser();
      notify(accept ? "app.settings.access.accepted" : "app.settings.access.declined", {
        type: "success",
        messageArgs: { business: invitation.business.name },
      });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusy(undefined);
      await refetch();
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
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);

  const logoutAll = async () => {
    setBusy(true);
    try {
      await dataProvider.logoutEverywhere();
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
