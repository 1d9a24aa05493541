import { Box, Chip } from "@mui/material";
import { useTranslate } from "react-admin";
import type { CustomerTag } from "../../domain/constants";

/** A customer's tags as small chips: VIP in the primary colour, blocked in the error colour. */
export function TagChips({ tags }: { tags: readonly CustomerTag[] }) {
  const translate = useTranslate();
  if (!tags.length) return null;
  return (
    <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5 }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          color={tag === "blocked" ? "error" : "primary"}
          label={translate(`app.customers.tags.${tag}`)}
        />
      ))}
    </Box>
  );
}
