import { useState } from "react";
import DownloadIcon from "@mui/icons-material/GetApp";
import { Button, useListContext, useNotify } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { ExportedList } from "../../dataProvider/methods/reports";
import { useCurrentScope } from "./useCurrentScope";

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

interface ServerExportButtonProps {
  /** The branch list whose export route writes the file (`.../branches/{id}/{list}/export`). */
  list: ExportedList;
  /** The list's filters that route reads (the rest of the list's parameters are its page and sort). */
  filters: readonly string[];
}

/**
 * The Export of a branch's big lists (orders, reservations; SPEC §2): the file is written by the server from the
 * list's current filters and streamed in one request, so a branch with a million rows exports as one with ten, in
 * the user's language. Drawn like react-admin's ExportButton (its label and icon), disabled while the file comes.
 */
export function ServerExportButton({ list, filters }: ServerExportButtonProps) {
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
        filters.flatMap((name) =>
          filterValues?.[name] ? [[name, filterValues[name] as string | number]] : [],
        ),
      );
      const file = await dataProvider.exportList({ businessId: business.id, branchId, list, filter });
      saveFile(file, `${list}.csv`);
    } catch (error) {
      console.warn(`The ${list} export failed`, error);
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
