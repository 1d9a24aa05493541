import { useCallback, useState } from "react";
import { Button } from "@mui/material";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import { useGetOne, useLocaleState, useTranslate } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { useCurrentScope } from "../shared/useCurrentScope";
import { FloorQrSheet } from "./FloorQrSheet";

/** Prints the floor's sheet of table QR codes (A4). */
export function PrintQrSheetButton({ floorId }: { floorId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { branchId } = useCurrentScope();
  const { data: floor } = useGetOne("floors", { id: floorId, meta: { branchId } });
  const [printing, setPrinting] = useState(false);
  const done = useCallback(() => setPrinting(false), []);
  const floorName = floor
    ? localizedName(floor.locales as LocalizedText[], locale, translate("resources.floors.noName"))
    : "";
  return (
    <>
      <Button size="small" startIcon={<QrCode2Icon />} onClick={() => setPrinting(true)} disabled={!floor}>
        {translate("app.frontDesk.qrSheet.button")}
      </Button>
      {printing && <FloorQrSheet floorId={floorId} floorName={floorName} onDone={done} />}
    </>
  );
}
