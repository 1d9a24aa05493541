import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";

/** An area or an action as the permissions/services and permissions/actions calls answer it. */
export interface PermissionOption {
  id: string;
  name: string;
  locales: LocalizedText[];
}

interface PermissionsGridProps {
  areas: PermissionOption[];
  actions: PermissionOption[];
  isChecked: (area: string, action: string) => boolean;
  onToggle: (area: string, action: string) => void;
  disabled?: boolean;
}

/** Areas × actions as a checkbox grid (SPEC §6). */
export function PermissionsGrid({ areas, actions, isChecked, onToggle, disabled }: PermissionsGridProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const label = (option: PermissionOption) => localizedName(option.locales, locale, option.name);
  return (
    <Table size="small" aria-label={translate("resources.permissions.grid")}>
      <TableHead>
        <TableRow>
          <TableCell>{translate("resources.permissions.area")}</TableCell>
          {actions.map((action) => (
            <TableCell key={action.id} align="center">
              {label(action)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {areas.map((area) => (
          <TableRow key={area.id} hover>
            <TableCell component="th" scope="row">
              {label(area)}
            </TableCell>
            {actions.map((action) => (
              <TableCell key={action.id} align="center" padding="checkbox">
                <Checkbox
                  checked={isChecked(area.id, action.id)}
                  onChange={() => onToggle(area.id, action.id)}
                  disabled={disabled}
                  slotProps={{
                    input: {
                      "aria-label": translate("resources.permissions.cell", {
                        area: label(area),
                        action: label(action),
                      }),
                    },
                  }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
