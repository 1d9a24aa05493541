import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Popover,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import type { QrKind } from "../../dataProvider/methods/qr";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { LazyChoiceSelect } from "../../resources/shared/LazyChoiceSelect";
import { useScopeChoice } from "../scope/useScopeChoice";
import { TopBarIconButton } from "../TopBarIconButton";
import { QrImageActions } from "./QrImageActions";
import { useQrBranch } from "./useQrBranch";

export type { QrKind };

const QR_IMAGE_SIZE = 220;

/**
 * A top-bar dropdown with a branch selector and the QR image of the chosen branch (SPEC §2 Shell). An icon on
 * mid-size screens; named (`expanded`) inside the top bar's menu on small ones, where there is room for the name.
 */
export const BranchQrMenu = ({ kind, expanded = false }: { kind: QrKind; expanded?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("lg"));
  const { businessId, branches } = useScopeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosenBranchId, setChosenBranchId] = useState<number>();
  const branchId = useQrBranch(
    branches.map((branch) => branch.id),
    chosenBranchId,
  );
  const open = anchor !== null;
  // A login code is single-use and short-lived, so it is made only when the dropdown is open, afresh each time.
  const wanted = kind === "menu" || open;
  const ready = wanted && businessId !== undefined && branchId !== undefined;
  const qr = useQuery({
    queryKey: ["qr", kind, businessId, branchId],
    queryFn: ({ signal }) =>
      dataProvider
        .getBranchQr({ businessId: businessId!, branchId: branchId!, kind, signal })
        .catch((error: unknown) => {
          console.warn("The QR code could not be generated", error);
          throw error;
        }),
    enabled: ready,
    // A login code is never shown again once the dropdown closes.
    ...(kind === "login" ? { gcTime: 0 } : {}),
    ...QUERY_DEFAULTS,
  });
  const loading = qr.isFetching;
  const label = translate(`app.shell.qr.${kind}`);
  const branchName = branches.find((branch) => branch.id === branchId)?.name ?? "";
  const Icon = kind === "menu" ? QrCode2Icon : QrCodeScannerIcon;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify("app.shell.qr.copied", { type: "info" });
    } catch (error) {
      console.warn("Copying the QR link failed", error);
    }
  };

  const openMenu = (target: HTMLElement) => setAnchor(target);
  const trigger =
    isSmall && !expanded ? (
      <TopBarIconButton label={label} open={open} onOpen={openMenu}>
        <Icon />
      </TopBarIconButton>
    ) : (
      <Button
        color="inherit"
        aria-haspopup="dialog"
        startIcon={<Icon />}
        onClick={(e) => openMenu(e.currentTarget)}
        sx={{ textTransform: "none" }}
      >
        {label}
      </Button>
    );

  const answer = ready && !loading ? qr.data?.data : undefined;
  return (
    <>
      {trigger}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
            onChange={setChosenBranchId}
          />
          <Box sx={{ display: "grid", placeItems: "center", minHeight: QR_IMAGE_SIZE }}>
            {branchId === undefined ? (
              <Typography variant="body2" color="text.secondary" textAlign="center">
                {translate("app.shell.qr.pending")}
              </Typography>
            ) : qr.isError && !loading ? (
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
    </>
  );
};
