import { useCallback, useState } from "react";
import { Button, Stack } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import PrintIcon from "@mui/icons-material/Print";
import { useTranslate } from "react-admin";
import { PrintPortal } from "../../resources/orders/print/PrintPortal";

interface QrImageActionsProps {
  /** The PNG as a data: URL, as the server made it. */
  image: string;
  url: string;
  /** What the code is for, printed above it and naming the file ("Menu Qr · Main Branch"). */
  title: string;
}

const fileNameOf = (title: string) =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "") || "qr"}.png`;

/** Download PNG and Print under a QR dropdown's code: the same image, to put on a table tent or a door. */
export function QrImageActions({ image, url, title }: QrImageActionsProps) {
  const translate = useTranslate();
  const [printing, setPrinting] = useState(false);
  const done = useCallback(() => setPrinting(false), []);
  return (
    <Stack direction="row" spacing={1} justifyContent="center">
      <Button size="small" startIcon={<DownloadIcon />} href={image} download={fileNameOf(title)}>
        {translate("app.frontDesk.qr.download")}
      </Button>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
        {translate("app.frontDesk.qr.print")}
      </Button>
      {printing && (
        <PrintPortal paper="a4" onDone={done}>
          <figure
            data-testid="qr-printout"
            style={{ margin: "20mm auto", textAlign: "center", fontFamily: "Tahoma, Arial, sans-serif" }}
          >
            <figcaption style={{ fontSize: "18pt", fontWeight: "bold", marginBottom: "8mm" }}>
              {title}
            </figcaption>
            <img src={image} alt={title} style={{ width: "100mm", height: "100mm" }} />
            <div dir="ltr" style={{ fontSize: "10pt", marginTop: "6mm", wordBreak: "break-all" }}>
              {url}
            </div>
          </figure>
        </PrintPortal>
      )}
    </Stack>
  );
}
