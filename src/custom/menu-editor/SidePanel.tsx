import { IconButton, Paper, Stack } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslate } from "react-admin";
import { GalleryPanel, HolidayPricesPanel, UnitNamesPanel } from "./onDemandParts";
import type { OpenPanel } from "./types";

/** The one side panel of the editor: gallery, holiday prices or unit names of one item (SPEC §2). */
export function SidePanel({ panel, onClose }: { panel: OpenPanel; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, position: "sticky", top: 72 }}
      data-testid={`side-panel-${panel.kind}`}
    >
      <Stack direction="row" justifyContent="flex-end">
        <IconButton aria-label={translate("app.menuEditor.close")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {panel.kind === "gallery" && <GalleryPanel key={panel.item.id} item={panel.item} />}
      {panel.kind === "holidays" && <HolidayPricesPanel key={panel.item.id} item={panel.item} />}
      {panel.kind === "units" && <UnitNamesPanel key={panel.item.id} item={panel.item} />}
    </Paper>
  );
}
