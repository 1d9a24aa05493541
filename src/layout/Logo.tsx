import { Box, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { useSidebarState, useTranslate } from "react-admin";
import { PATHS } from "../custom/paths";
import { PRIMARY_COLOR } from "../domain/constants";

/** The product mark: a plate with a menu card, in the brand colour. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill={PRIMARY_COLOR} />
    <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2" />
    <path d="M12.5 12h7M12.5 16h7M12.5 20h4.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The sidebar's logo, linking to the Overview; only the mark shows while the sidebar is minimized. */
export const SidebarLogo = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box
      component={Link}
      to={PATHS.overview}
      aria-label={translate("app.name")}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        paddingInline: 1.5,
        paddingBlock: 2,
        color: "text.primary",
        textDecoration: "none",
      }}
    >
      <LogoMark />
      {open && (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {translate("app.name")}
        </Typography>
      )}
    </Box>
  );
};
