import { Chip } from "@mui/material";
import CircleIcon from "@mui/icons-material/Circle";
import { useTranslate } from "react-admin";
import { showMoney } from "../operations/money";
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

interface PaymentStateChipProps {
  state: string;
  /** The reservation's status: a canceled stay owes nothing, so it shows what it kept instead of a state. */
  status?: string;
  /** What the stay kept (received less refunded), in its currency. */
  paid?: number;
  currency?: string;
}

/** A reservation's payment state in its colour; for a canceled stay, what it kept ("Kept 1.000 KWD"). */
export const PaymentStateChip = ({ state, status, paid = 0, currency }: PaymentStateChipProps) => {
  const translate = useTranslate();
  const colors = useReservationColors();
  if (status === "canceled")
    return (
      <ColorChip
        label={
          Number(paid) > 0
            ? translate("resources.reservations.paymentStates.kept", {
                amount: showMoney(Number(paid), currency),
              })
            : translate("resources.reservations.paymentStates.nothingKept")
        }
        color={colors.payment("no_data")}
      />
    );
  return (
    <ColorChip
      label={translate(`resources.reservations.paymentStates.${state}`, { _: state })}
      color={colors.payment(state)}
    />
  );
};
