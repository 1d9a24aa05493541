import { useEffect, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import { useNotify, useRefresh, useTranslate, type RaRecord } from "react-admin";
import { errorMessagesOf } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { fromFils, toFils } from "../../domain/money";
import { showMoney } from "../operations/money";
import { formatDisplayDate } from "../shared/dates";
import { useCurrentScope } from "../shared/useCurrentScope";
import type { StayChange } from "./BoardDrag";
import { moveUpdate, samePlace, type StayPlace } from "./stayMove";
import { unitName, type Listing } from "./useListings";
import { useStayPrice } from "./useStayPrice";

export interface MoveStayDialogProps {
  reservation: RaRecord;
  listings: Listing[];
  /** Where the stay is now. */
  current: StayPlace;
  /** Where it is proposed to go (the drop's place; the current one from the keyboard's Move). */
  proposed: StayPlace;
  /** A move (the bar dropped, or M) or a change of length (an edge dragged): the same dialog, worded for it. */
  change?: StayChange;
  onClose: () => void;
}

const unitKey = (itemId: number, unit: number) => `${itemId}:${unit}`;

/**
 * Confirms moving a stay or changing its dates (dropped on the board, an edge dragged, or asked for by keyboard or on
 * a phone): the old and the new unit and dates, the new price and balance from the same pricing rule as the form's
 * estimate, and the server's refusal (availability, margins, closed nights, minimum nights, check-in and check-out
 * times) under it. Cancel leaves the stay as it was.
 */
export function MoveStayDialog({
  reservation,
  listings,
  current,
  proposed,
  change = "move",
  onClose,
}: MoveStayDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { branchId } = useCurrentScope();
  const [place, setPlace] = useState(proposed);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // The wording of a change of length, else of a move.
  const words = change === "resize" ? "resources.reservations.resize" : "resources.reservations.move";
  useEffect(() => setRefusal([]), [place]);

  const listing = listings.find((candidate) => candidate.id === place.item_id);
  const datesValid = /^\d{4}-\d{2}-\d{2}$/.test(place.from) && /^\d{4}-\d{2}-\d{2}$/.test(place.to);
  const nightsGiven = datesValid && place.to > place.from;
  const { price, waiting } = useStayPrice(
    listing,
    nightsGiven ? place.from : undefined,
    nightsGiven ? place.to : undefined,
  );
  const currency = reservation.currency as string | undefined;
  const paid = Number(reservation.paid ?? 0);
  const where = (at: StayPlace) => {
    const of = listings.find((candidate) => candidate.id === at.item_id);
    return translate("resources.reservations.move.place", {
      listing: of?.name ?? "",
      unit: unitName(of, at.unit),
      from: formatDisplayDate(at.from),
      to: formatDisplayDate(at.to),
    });
  };

  const confirm = async () => {
    setSaving(true);
    try {
      await dataProvider.update("reservations", {
        id: reservation.id,
        data: moveUpdate(place, String(reservation.updated_at)),
        previousData: reservation,
        meta: { branchId },
      });
      notify(`${words}.done`, { type: "success" });
      refresh();
      onClose();
    } catch (error) {
      // The rules' refusal in the request's language, field by field, kept in the dialog to change the move.
      setRefusal(errorMessagesOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="move-stay-title"
      aria-describedby="move-stay-help"
    >
      <DialogTitle id="move-stay-title">
        {translate(`${words}.title`, {
          name: reservation.customer?.name || `#${reservation.id}`,
        })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" data-testid="move-from">
          {translate("resources.reservations.move.from")}: {where(current)}
        </Typography>
        <Typography variant="body2" data-testid="move-to" sx={{ mb: 2 }}>
          {translate(`${words}.to`)}: {where(place)}
        </Typography>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <TextField
            select
            size="small"
            label={translate("resources.reservations.move.unit")}
            value={unitKey(place.item_id, place.unit)}
            onChange={(event) => {
              const [itemId, unit] = event.target.value.split(":").map(Number);
              setPlace({ ...place, item_id: itemId, unit });
            }}
          >
            {listings.flatMap((option) =>
              Array.from({ length: option.units }, (_, index) => (
                <MenuItem key={unitKey(option.id, index + 1)} value={unitKey(option.id, index + 1)}>
                  {option.name} · {unitName(option, index + 1)}
                </MenuItem>
              )),
            )}
          </TextField>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <TextField
              type="date"
              size="small"
              label={translate("resources.reservations.fields.from")}
              value={place.from}
              onChange={(event) => setPlace({ ...place, from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1, minWidth: 140 }}
            />
            <TextField
              type="date"
              size="small"
              label={translate("resources.reservations.fields.to")}
              value={place.to}
              onChange={(event) => setPlace({ ...place, to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1, minWidth: 140 }}
            />
          </Box>
        </Box>
        <Typography id="move-stay-help" variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate("resources.reservations.move.help")}
        </Typography>
        {nightsGiven && !waiting && price && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <Typography data-testid="move-price">
              {translate("resources.reservations.move.price", {
                total: showMoney(fromFils(price.total), currency),
                smart_count: price.nights,
              })}
            </Typography>
            {reservation.total != null && (
              <Typography variant="body2" data-testid="move-old-price">
                {translate("resources.reservations.move.oldPrice", {
                  total: showMoney(Number(reservation.total), currency),
                })}
              </Typography>
            )}
            <Typography data-testid="move-balance">
              {translate(`${words}.balance`, {
                balance: showMoney(fromFils(price.total - toFils(paid)), currency),
              })}
            </Typography>
          </Alert>
        )}
        {nightsGiven && !waiting && !price && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate("resources.reservations.noPrice")}
          </Alert>
        )}
        {!nightsGiven && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate("resources.reservations.move.badDates")}
          </Alert>
        )}
        {refusal.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="move-refusal">
            {refusal.map((message) => (
              <div key={message}>{translate(message, { _: message })}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={saving || !nightsGiven || samePlace(place, current)}
        >
          {translate(`${words}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
