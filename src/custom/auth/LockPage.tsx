import { useMemo } from "react";
import { Avatar, Typography } from "@mui/material";
import { Form } from "react-admin";
import { useNavigate } from "react-router-dom";
import { getStoredUser } from "../../authProvider/session";
import { PATHS } from "../paths";
import { AuthActions } from "./AuthActions";
import { AuthLayout } from "./AuthLayout";
import { CurrentPasswordInput } from "./AuthInputs";

/** Demo lock screen (SPEC §1): it checks nothing and unlocks straight to the Overview. */
export const LockPage = () => {
  const navigate = useNavigate();
  const user = useMemo(getStoredUser, []);

  return (
    <AuthLayout title="app.auth.lockTitle" subtitle="app.auth.lockHint">
      <Avatar src={user?.media?.src} alt={user?.name} sx={{ width: 72, height: 72, mx: "auto", mb: 1 }}>
        {user?.name?.charAt(0).toUpperCase()}
      </Avatar>
      <Typography variant="h6" align="center" gutterBottom>
        {user?.name}
      </Typography>
      <Form onSubmit={() => navigate(PATHS.overview)} noValidate>
        <CurrentPasswordInput />
        <AuthActions submitLabel="app.auth.unlock" loading={false} />
      </Form>
    </AuthLayout>
  );
};

LockPage.path = PATHS.lock;
