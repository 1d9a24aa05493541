import { useState } from "react";
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, TextField } from "@mui/material";
import DownloadIcon from "@mui/icons-material/GetApp";
import PrintIcon from "@mui/icons-material/Print";
import { useQuery } from "@tanstack/react-query";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { canAccessResource } from "../../domain/access";
import { localizedName } from "../../domain/localizedText";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { PageTitle } from "../../layout/PageTitle";
import { PrintPortal } from "../../resources/orders/print/PrintPortal";
import type { PaperSize } from "../../resources/orders/print/paper";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import { DayReportSheet } from "./DayReportSheet";
import { reportQuery, type DayReport } from "./dayReport";

/** Every branch the user reads orders or reservations in: "" stands for all of them. */
const ALL = "";

/** Saves a file the browser holds under `name`. */
function saveFile(file: Blob, name: string) {
  const address = URL.createObjectURL(file);
  const link = Object.assign(document.createElement("a"), { href: address, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/**
 * /day-report (issue 48): a business day's report for one branch or all the branches the user may read, printed
 * on 80 mm or A4 and exported as CSV. The day opens on the current business day (the server's answer names it).
 */
export const DayReportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const { user, business } = useCurrentScope();
  const [date, setDate] = useState<string>();
  const [branch, setBranch] = useState<string>(ALL);
  const [printing, setPrinting] = useState<PaperSize>();
  const branchId = branch === ALL ? undefined : Number(branch);
  const query = reportQuery(date, branchId);
  const branches = (business?.branches ?? []).filter((b) =>
    canAccessResource(user, { resource: "day-report", action: "read", business, branchId: b.id }),
  );

  const answer = useQuery({
    queryKey: ["day-report", business?.id, query],
    queryFn: ({ signal }) =>
      dataProvider.getDayReport<DayReport>({ businessId: business!.id, query, signal }),
    enabled: business !== undefined,
  });
  const report = answer.data?.data;
  const businessName = business ? localizedName(business.locales, locale, business.name) : "";

  const download = async () => {
    if (!business || !report) return;
    try {
      const file = await dataProvider.exportDayReport({
        businessId: business.id,
        query: reportQuery(report.date, branchId),
      });
      saveFile(file, `day-report-${report.date}.csv`);
    } catch (error) {
      console.warn("The daily report's export failed", error);
      notify("ra.notification.http_error", { type: "error" });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title="app.dayReport.title" />
      <CardContent>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}>
          <TextField
            type="date"
            label={translate("app.dayReport.date")}
            value={date ?? report?.date ?? ""}
            onChange={(event) => setDate(event.target.value || undefined)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={translate("app.dayReport.branch")}
            value={branch}
            onChange={(event) => setBranch(event.target.value)}
            size="small"
            sx={{ minWidth: 200 }}
          >
            <MenuItem value={ALL}>{translate("app.dayReport.allBranches")}</MenuItem>
            {branches.map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {localizedName(b.locales, locale, `#${b.id}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <Button startIcon={<PrintIcon />} disabled={!report} onClick={() => setPrinting("80mm")}>
            {translate("app.dayReport.print80")}
          </Button>
          <Button startIcon={<PrintIcon />} disabled={!report} onClick={() => setPrinting("a4")}>
            {translate("app.dayReport.printA4")}
          </Button>
          <Button startIcon={<DownloadIcon />} disabled={!report} onClick={() => void download()}>
            {translate("app.dayReport.export")}
          </Button>
        </Box>
        {answer.error ? (
          <Alert severity="error">{translate("app.dayReport.loadFailed")}</Alert>
        ) : !report ? (
          <LinearProgress aria-label={translate("ra.page.loading")} />
        ) : (
          <Box sx={{ maxWidth: 720, "& th, & td": { color: "text.primary" } }}>
            <DayReportSheet report={report} businessName={businessName} />
          </Box>
        )}
        {printing && report && (
          <PrintPortal paper={printing} onDone={() => setPrinting(undefined)}>
            <DayReportSheet report={report} businessName={businessName} />
          </PrintPortal>
        )}
      </CardContent>
    </Card>
  );
};

DayReportPage.path = PATHS.dayReport;
