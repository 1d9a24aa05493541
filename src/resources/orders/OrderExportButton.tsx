import { useState } from "react";
import DownloadIcon from "@mui/icons-material/GetApp";
import { Button, useListContext, useNotify } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../shared/useCurrentScope";

/** The list's filters the server's export reads (the rest of the list's parameters are its page and sort). */
const EXPORTED_FILTERS = ["q", "status", "type", "table_id", "from", "to"] as const;

/** Saves a file the browser holds under `name`, as a link's download would. */
function saveFile(file: Blob, name: string) {
  const address = URL.createObjectURL(file);
  const link = Object.assign(document.createElement("a"), { href: address, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has taken the file; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/**
 * The orders list's Export (SPEC §2): the file is written by the server from the list's current filters and
 * streamed in one request, so a branch with a million orders exports as one with ten, in the user's language.
 * Drawn like react-admin's ExportButton (its label and icon), disabled while the file comes.
 */
export function OrderExportButton() {
  const { filterValues, total } = useListContext();
  const { business, branchId } = useCurrentScope();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!business || branchId === undefined) return;
    setBusy(true);
    try {
      const filter = Object.fromEntries(
        EXPORTED_FILTERS.flatMap((name) => (filterValues?.[name] ? [[name, filterValues[name]]] : [])),
      );
      const file = await dataProvider.exportOrders({ businessId: business.id, branchId, filter });
      saveFile(file, "orders.csv");
    } catch (error) {
      console.warn("The orders export failed", error);
      notify("ra.notification.http_error", { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={download} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
