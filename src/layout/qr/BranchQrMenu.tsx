import { lazy, Suspense, useState } from "react";
import { Button, useMediaQuery, type Theme } from "@mui/material";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import { useTranslate } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import type { QrKind } from "../../dataProvider/methods/qr";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useScopeChoice } from "../scope/useScopeChoice";
import { TopBarIconButton } from "../TopBarIconButton";
import { useQrBranch } from "./useQrBranch";

export type { QrKind };

const QrPanel = lazy(() => import("./QrPanel"));

/**
 * A top-bar dropdown with a branch selector and the QR image of the chosen branch (SPEC §2 Shell). An icon on
 * mid-size screens; named (`expanded`) inside the top bar's menu on small ones, where there is room for the name.
 */
export const BranchQrMenu = ({ kind, expanded = false }: { kind: QrKind; expanded?: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("lg"));
  const { businessId, branches } = useScopeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
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

  const openMenu = (target: HTMLElement) => {
    setOpened(true);
    setAnchor(target);
  };
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
      {/* Mounted from the first opening on (kept for its closing animation); its code comes then. */}
      {opened && (
        <Suspense fallback={null}>
          <QrPanel
            anchor={anchor}
            onClose={() => setAnchor(null)}
            label={label}
            branches={branches}
            branchId={branchId}
            onChooseBranch={setChosenBranchId}
            branchName={branchName}
            failed={qr.isError && !loading}
            answer={answer}
          />
        </Suspense>
      )}
    </>
  );
};
