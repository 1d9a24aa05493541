import { Chip } from "@mui/material";
import CircleIcon from "@mui/icons-material/Circle";
import { useTranslate } from "react-admin";
import { useReservationColors } from "./reservationColors";

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

/** A reservation's status in its colour; the chip reads the business's colours itself. */
export const ReservationStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const colors = useReservationColors();
  return (
    <ColorChip
      label={translate(`resources.reservations.statuses.${status}`, { _: status })}
      color={colors.status(status)}
    />
  );
};

/** A reservation's payment state in its colour. */
export const PaymentStateChip = ({ state }: { state: string }) => {
  const translate = useTranslate();
  const colors = useReservationColors();
  return (
    <ColorChip
      label={translate(`resources.reservations.paymentStates.${state}`, { _: state })}
      color={colors.payment(state)}
    />
  );
};
