import { Chip } from "@mui/material";
import CircleIcon from "@mui/icons-material/Circle";
import { useTranslate } from "react-admin";
import type { ReservationColors } from "./reservationColors";

interface ColorChipProps {
  label: string;
  color: string;
}

/** A chip with a dot of the setting's colour (any CSS colour, so the text keeps its own contrast). */
const ColorChip = ({ label, color }: ColorChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    icon={<CircleIcon style={{ color }} data-color={color} />}
    label={label}
    sx={{ borderColor: color }}
  />
);

export const ReservationStatusChip = ({ status, colors }: { status: string; colors: ReservationColors }) => {
  const translate = useTranslate();
  return (
    <ColorChip
      label={translate(`resources.reservations.statuses.${status}`, { _: status })}
      color={colors.status(status)}
    />
  );
};

export const PaymentStateChip = ({ state, colors }: { state: string; colors: ReservationColors }) => {
  const translate = useTranslate();
  return (
    <ColorChip
      label={translate(`resources.reservations.paymentStates.${state}`, { _: state })}
      color={colors.payment(state)}
    />
  );
};
