import { Alert, Box, CircularProgress, IconButton, Popover, Stack, Tooltip, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";
import { LazyChoiceSelect } from "../../resources/shared/LazyChoiceSelect";
import { QrImageActions } from "./QrImageActions";

const QR_IMAGE_SIZE = 220;

export interface QrPanelProps {
  /** The top-bar button it opens under; closed without one. */
  anchor: HTMLElement | null;
  onClose: () => void;
  label: string;
  branches: readonly { id: number; name: string }[];
  branchId: number | undefined;
  onChooseBranch: (id: number) => void;
  branchName: string;
  failed: boolean;
  /** The code's image and link, once made. */
  answer: { image: string; url: string } | undefined;
}

/**
 * The QR dropdown's panel (SPEC §2 Shell): its branch selector, the QR image of the chosen branch, its link with
 * a copy button, and the image's download and print. Fetched on its first opening: the top bar draws only the
 * button on every page.
 */
export default function QrPanel({
  anchor,
  onClose,
  label,
  branches,
  branchId,
  onChooseBranch,
  branchName,
  failed,
  answer,
}: QrPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify("app.shell.qr.copied", { type: "info" });
    } catch (error) {
      console.warn("Copying the QR link failed", error);
    }
  };
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      transformOrigin={{ vertical: "top", horizontal: "center" }}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-label": label,
          sx: { width: 300, maxWidth: "calc(100vw - 16px)", p: 2 },
        },
      }}
    >
      <Stack spacing={2} alignItems="stretch">
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <LazyChoiceSelect
          size="small"
          label="app.shell.qr.branch"
          options={branches}
          value={branchId}
          onChange={onChooseBranch}
        />
        <Box sx={{ display: "grid", placeItems: "center", minHeight: QR_IMAGE_SIZE }}>
          {branchId === undefined ? (
            <Typography variant="body2" color="text.secondary" textAlign="center">
              {translate("app.shell.qr.pending")}
            </Typography>
          ) : failed ? (
            <Alert severity="error">{translate("app.shell.qr.failed")}</Alert>
          ) : answer ? (
            <img
              src={answer.image}
              width={QR_IMAGE_SIZE}
              height={QR_IMAGE_SIZE}
              alt={translate("app.shell.qr.image", { branch: branchName })}
            />
          ) : (
            <CircularProgress size={32} />
          )}
        </Box>
        {answer && (
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography
              variant="caption"
              component="a"
              href={answer.url}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
              sx={{ flex: 1, wordBreak: "break-all", color: "text.secondary" }}
            >
              {answer.url}
            </Typography>
            <Tooltip title={translate("app.shell.qr.copy")}>
              <IconButton
                size="small"
                aria-label={translate("app.shell.qr.copy")}
                onClick={() => copy(answer.url)}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
        {answer && (
          <QrImageActions image={answer.image} url={answer.url} title={`${label} · ${branchName}`} />
        )}
      </Stack>
    </Popover>
  );
}
