import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** A titled group of settings. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, alignItems: "flex-start" }}>{children}</Box>
    </Box>
  );
}
