import { Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { useTranslate } from "react-admin";

interface AuthSwitchLinkProps {
  /** Translation key of the question, e.g. "Don't have an account?". */
  question: string;
  /** Translation key of the link text. */
  label: string;
  to: string;
}

/** The line under the auth forms linking login and registration to each other. */
export const AuthSwitchLink = ({ question, label, to }: AuthSwitchLinkProps) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
      {translate(question)}{" "}
      <Link component={RouterLink} to={to}>
        {translate(label)}
      </Link>
    </Typography>
  );
};
