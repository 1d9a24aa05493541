import { Box, Button, CircularProgress } from "@mui/material";
import { useTranslate } from "react-admin";

interface AuthActionsProps {
  /** Translation key of the submit button. */
  submitLabel: string;
  loading: boolean;
  /** Shows a Back button when given. */
  onBack?: () => void;
}

/** Submit (disabled while a request runs) and the optional Back button of the auth forms. */
export const AuthActions = ({ submitLabel, loading, onBack }: AuthActionsProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", gap: 2, mt: 1 }}>
      {onBack && (
        <Button variant="outlined" onClick={onBack} disabled={loading} sx={{ flex: 1 }}>
          {translate("app.auth.back")}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ flex: 2 }}
      >
        {translate(submitLabel)}
      </Button>
    </Box>
  );
};
