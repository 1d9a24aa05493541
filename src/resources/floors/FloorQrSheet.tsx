import { useEffect, useState } from "react";
import { QRCodeSVG } from "qrcode.react";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { LOCALES, MAX_PER_PAGE, type Locale } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { directionOf } from "../../i18n/direction";
import { useQrAppAddresses } from "../branches/QrAppAddress";
import { PrintPortal } from "../orders/print/PrintPortal";
import { useCurrentScope } from "../shared/useCurrentScope";
import { tableQrAddress } from "../tables/tableQrAddress";

const QR_SIZE_MM = 45;

/** Printed under every code in both languages, whatever the dashboard's language when it was printed. */
const SCAN_TO_ORDER: Record<Locale, string> = {
  en: "Scan to see the menu and order",
  ar: "امسح الرمز لعرض القائمة والطلب",
};

interface SheetTable {
  id: number;
  locales: LocalizedText[];
  /** the table's QR token (see tableQrAddress) */
  token: string;
}

/**
 * A floor's tables as one A4 sheet to print and cut: a QR code per table, linking to the branch's QR app address
 * with the table's QR token, under the table's name. Prints once the tables and the app address are known.
 */
export function FloorQrSheet({
  floorId,
  floorName,
  onDone,
}: {
  floorId: string;
  floorName: string;
  onDone: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { branch, businessId, branchId } = useCurrentScope();
  const branchAddress = useQrAppAddresses()(branch?.slug);
  const [tables, setTables] = useState<SheetTable[]>();

  useEffect(() => {
    let active = true;
    // One floor's tables: a few dozen at most, so one page of the largest size holds them. Their QR tokens come
    // apart (the tables' own records do not carry them).
    Promise.all([
      dataProvider.getList("tables", {
        pagination: { page: 1, perPage: MAX_PER_PAGE },
        sort: { field: "id", order: "ASC" },
        filter: {},
        meta: { floorId, branchId },
      }),
      businessId !== undefined && branchId !== undefined
        ? dataProvider.getTableTokens({ businessId, branchId, floorId })
        : Promise.reject(new Error("No branch chosen")),
    ])
      .then(([{ data }, tokens]) => {
        const tokenOf = new Map(tokens.data.map((t) => [t.table_id, t.token]));
        return (data as Omit<SheetTable, "token">[]).map((table) => ({
          ...table,
          token: tokenOf.get(table.id) ?? "",
        }));
      })
      .then(
        (rows) => active && setTables(rows),
        (error: unknown) => {
          console.warn("Loading the floor's tables failed", error);
          notify("app.frontDesk.qrSheet.loadFailed", { type: "error" });
          onDone();
        },
      );
    return () => {
      active = false;
    };
  }, [dataProvider, floorId, businessId, branchId, notify, onDone]);

  if (!tables || !branchAddress) return null;
  return (
    <PrintPortal paper="a4" onDone={onDone}>
      <section data-testid="floor-qr-sheet" style={{ fontFamily: "Tahoma, Arial, sans-serif" }}>
        <h1 style={{ fontSize: "14pt", margin: "0 0 6mm" }}>
          {translate("app.frontDesk.qrSheet.title", { floor: floorName })}
        </h1>
        {tables.length === 0 && <p>{translate("app.frontDesk.qrSheet.noTables")}</p>}
        <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: "6mm" }}>
          {tables.map((table) => {
            const address = tableQrAddress(branchAddress, table.token);
            return (
              <figure
                key={table.id}
                data-testid="table-qr"
                data-address={address}
                style={{
                  margin: 0,
                  padding: "4mm",
                  border: "1px dashed #999",
                  textAlign: "center",
                  breakInside: "avoid",
                }}
              >
                <QRCodeSVG
                  value={address}
                  level="M"
                  style={{ width: `${QR_SIZE_MM}mm`, height: `${QR_SIZE_MM}mm` }}
                />
                <figcaption>
                  <div style={{ fontSize: "14pt", fontWeight: "bold" }}>
                    {localizedName(table.locales, locale, translate("resources.floors.noName"))}
                  </div>
                  {/* The customers at the table read either language, whichever the staff printed it in. */}
                  {LOCALES.map((language) => (
                    <div
                      key={language}
                      lang={language}
                      dir={directionOf(language)}
                      style={{ fontSize: "9pt" }}
                    >
                      {SCAN_TO_ORDER[language]}
                    </div>
                  ))}
                </figcaption>
              </figure>
            );
          })}
        </div>
      </section>
    </PrintPortal>
  );
}
