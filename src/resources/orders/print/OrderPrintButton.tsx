import { useState } from "react";
import { Button, Divider, ListSubheader, Menu, MenuItem } from "@mui/material";
import CheckIcon from "@mui/icons-material/Check";
import PrintIcon from "@mui/icons-material/Print";
import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { localizedName } from "../../../domain/localizedText";
import { useBusinessTimeZone } from "../../../layout/notifications/useBusinessTimeZone";
import { useCurrentScope } from "../../shared/useCurrentScope";
import { useBranchTables } from "../useBranchTables";
import { OrderPrintout, type PrintLayout } from "./OrderPrintout";
import { PAPER_SIZES, usePaperSize } from "./paper";
import { PrintPortal } from "./PrintPortal";

const LAYOUTS: PrintLayout[] = ["kitchen", "receipt"];
const PAPER_LABELS = { "80mm": "app.frontDesk.print.paper80mm", a4: "app.frontDesk.print.paperA4" } as const;

/** Print on the order page: a menu of the kitchen ticket and the receipt, and the paper this device prints on. */
export function OrderPrintButton() {
  const order = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { business, branch } = useCurrentScope();
  const tables = useBranchTables();
  const timeZone = useBusinessTimeZone();
  const [paper, setPaper] = usePaperSize();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [printing, setPrinting] = useState<PrintLayout>();
  if (!order) return null;

  const choose = (layout: PrintLayout) => {
    setAnchor(null);
    setPrinting(layout);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<PrintIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate("app.frontDesk.print.button")}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LAYOUTS.map((layout) => (
          <MenuItem key={layout} onClick={() => choose(layout)}>
            {translate(`app.frontDesk.print.${layout}`)}
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader>{translate("app.frontDesk.print.paper")}</ListSubheader>
        {PAPER_SIZES.map((size) => (
          <MenuItem key={size} selected={size === paper} onClick={() => setPaper(size)}>
            {translate(PAPER_LABELS[size])}
            {size === paper && <CheckIcon fontSize="small" sx={{ marginInlineStart: 1 }} />}
          </MenuItem>
        ))}
      </Menu>
      {printing && (
        <PrintPortal paper={paper} onDone={() => setPrinting(undefined)}>
          <OrderPrintout
            order={order}
            layout={printing}
            businessName={business?.name ?? ""}
            branchName={branch ? localizedName(branch.locales, locale, "") : ""}
            tableName={tables.find((table) => table.id === order.table_id)?.name}
            timeZone={timeZone}
          />
        </PrintPortal>
      )}
    </>
  );
}
