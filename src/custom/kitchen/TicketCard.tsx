import { createContext, memo, useContext } from "react";
import { Box, Button, Typography } from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { ageOf, type KitchenTicket } from "./kitchenTicket";

// One ticket, as a cook reads it from across the kitchen: the number and where it goes, its age in a colour that
// turns amber then red, every line with its addons, the notes, and one large button that makes it ready.
// A screen holds up to 200 of them, so a live change must draw only what changed (bench/kitchen.ts): a card takes
// its age in whole minutes (not the clock), its lines are drawn apart from its age, and whether a bump is under way
// reaches only the buttons, through a context.

/** Whether a "Ready" is being sent: the buttons wait for it. */
export const KitchenBusyContext = createContext(false);

const AGE_COLOURS = { fresh: "#2e7d32", amber: "#ed6c02", red: "#d32f2f" } as const;
/** A line added to the order after it was placed (a later round): a bar at its start and a mark above it. */
const ADDITION_SX = { borderInlineStart: "6px solid #4fc3f7", ps: 1 } as const;
const ADDITION_MARK_SX = {
  display: "inline-block",
  px: 1,
  borderRadius: 1,
  bgcolor: "#4fc3f7",
  color: "#000",
  fontWeight: 700,
  fontSize: "0.95rem",
} as const;

interface TicketCardProps {
  ticket: KitchenTicket;
  /** Whole minutes since the ticket was accepted (kitchenTicket.ts minutesSince). */
  minutes: number;
  amber: number;
  red: number;
  /** Marks the order ready; absent for users who may only read the tickets. */
  onReady?: (ticket: KitchenTicket) => void;
}

/** The ticket's lines with their addons and notes: drawn again only when the lines or the language change. */
const TicketLines = memo(function TicketLineList({
  lines,
  locale,
}: {
  lines: KitchenTicket["lines"];
  locale: string;
}) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, px: 2, py: 1, flex: 1 }}>
      {lines.map((line, index) => (
        <Box
          component="li"
          key={index}
          data-round={line.round}
          sx={{ py: 0.5, borderBottom: "1px solid #333", ...(line.round > 1 ? ADDITION_SX : {}) }}
        >
          {line.round > 1 && (
            <Typography component="span" sx={ADDITION_MARK_SX}>
              {translate("app.kitchen.addition")}
            </Typography>
          )}
          <Typography sx={{ fontSize: "1.3rem", fontWeight: 600 }}>
            <bdi>{line.quantity} ×</bdi> {localizedName(line.locales, locale)}
          </Typography>
          {line.note && (
            <Typography sx={{ fontSize: "1.05rem", color: "#fff59d", ps: 3 }}>{line.note}</Typography>
          )}
          {line.addons.map((addon, addonIndex) => (
            <Typography key={addonIndex} sx={{ fontSize: "1.05rem", color: "#ffcc80", ps: 3 }}>
              + {localizedName(addon, locale)}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
});

function ReadyButton({
  ticket,
  onReady,
}: {
  ticket: KitchenTicket;
  onReady: (ticket: KitchenTicket) => void;
}) {
  const translate = useTranslate();
  const busy = useContext(KitchenBusyContext);
  return (
    <Button
      variant="contained"
      color="success"
      size="large"
      disabled={busy}
      onClick={() => onReady(ticket)}
      aria-label={translate("app.kitchen.readyTicket", { number: ticket.number })}
      sx={{ m: 1.5, mt: 0, py: 1.5, fontSize: "1.2rem", fontWeight: 700 }}
    >
      {translate("app.kitchen.ready")}
    </Button>
  );
}

export const TicketCard = memo(function TicketCard({
  ticket,
  minutes,
  amber,
  red,
  onReady,
}: TicketCardProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const age = ageOf(minutes, amber, red);
  const where = ticket.table
    ? translate("app.kitchen.table", { name: localizedName(ticket.table, locale) })
    : ticket.customer_name || translate(`resources.orders.types.${ticket.type}`, { _: ticket.type });
  return (
    <Box
      component="article"
      aria-label={`#${ticket.number} · ${where}`}
      data-testid={`kitchen-ticket-${ticket.id}`}
      data-age={age}
      sx={{
        display: "flex",
        flexDirection: "column",
        bgcolor: "#1e1e1e",
        color: "#fff",
        borderRadius: 2,
        borderTop: `8px solid ${AGE_COLOURS[age]}`,
        minHeight: 220,
      }}
    >
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, px: 2, pt: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: "1.75rem", fontWeight: 700 }}>
          <bdi>#{ticket.number}</bdi>
        </Typography>
        <Typography sx={{ flex: 1, minWidth: 0, fontSize: "1.1rem", overflowWrap: "anywhere" }}>
          {where}
        </Typography>
        <Typography sx={{ fontSize: "1.1rem", fontWeight: 700, color: AGE_COLOURS[age] }}>
          {minutes
            ? translate("app.kitchen.minutes", { smart_count: minutes })
            : translate("app.kitchen.justNow")}
        </Typography>
      </Box>
      <TicketLines lines={ticket.lines} locale={locale} />
      {ticket.notes && (
        <Typography sx={{ px: 2, pb: 1, fontSize: "1.05rem", color: "#fff59d", whiteSpace: "pre-line" }}>
          {ticket.notes}
        </Typography>
      )}
      {onReady && <ReadyButton ticket={ticket} onReady={onReady} />}
    </Box>
  );
});
