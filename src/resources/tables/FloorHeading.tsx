import { Breadcrumbs, Link as MuiLink, Typography } from "@mui/material";
import { useGetOne, useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { useCurrentScope } from "../shared/useCurrentScope";
import { tablesPathOf } from "./paths";

/** Floors › {floor} › Tables: where the tables pages sit. */
export const FloorHeading = ({ floorId, current }: { floorId: string; current?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { branchId } = useCurrentScope();
  const { data: floor } = useGetOne("floors", { id: floorId, meta: { branchId } });
  const floorName = floor
    ? localizedName(floor.locales as LocalizedText[], locale, translate("resources.floors.noName"))
    : "…";
  return (
    <Breadcrumbs sx={{ mt: 2 }}>
      <MuiLink component={Link} to="/floors" underline="hover" color="inherit">
        {translate("resources.floors.name", { smart_count: 2 })}
      </MuiLink>
      <Typography color="text.secondary">{floorName}</Typography>
      {current ? (
        <MuiLink component={Link} to={tablesPathOf(floorId)} underline="hover" color="inherit">
          {translate("resources.tables.name", { smart_count: 2 })}
        </MuiLink>
      ) : (
        <Typography color="text.primary">{translate("resources.tables.name", { smart_count: 2 })}</Typography>
      )}
      {current && <Typography color="text.primary">{translate(current)}</Typography>}
    </Breadcrumbs>
  );
};
