import { useState } from "react";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import HomeIcon from "@mui/icons-material/Home";
import RestaurantIcon from "@mui/icons-material/Restaurant";
import HotelIcon from "@mui/icons-material/Hotel";
import SpaIcon from "@mui/icons-material/Spa";
import EventIcon from "@mui/icons-material/Event";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import PersonIcon from "@mui/icons-material/Person";
import SettingsIcon from "@mui/icons-material/Settings";
import QrCodeIcon from "@mui/icons-material/QrCode";
import MapIcon from "@mui/icons-material/Map";
import { useNotify, useTranslate } from "react-admin";
import { DemoPage } from "./DemoPage";

/** /components/buttons */
export const ButtonsDemo = () => {
  const translate = useTranslate();
  const colors = ["primary", "secondary", "success", "error", "warning", "info"] as const;
  return (
    <DemoPage title="app.demo.titles.buttons">
      {(["contained", "outlined", "text"] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: "wrap" }}>
          {colors.map((color) => (
            <Button key={color} variant={variant} color={color}>
              {translate(`app.demo.colors.${color}`)}
            </Button>
          ))}
        </Stack>
      ))}
    </DemoPage>
  );
};

/** /components/grid-system */
export const GridSystemDemo = () => (
  <DemoPage title="app.demo.titles.gridSystem">
    <Grid container spacing={2}>
      {[12, 6, 6, 4, 4, 4, 3, 3, 3, 3].map((columns, index) => (
        <Grid key={index} size={{ xs: 12, md: columns }}>
          <Paper variant="outlined" sx={{ p: 1, textAlign: "center" }}>
            md={columns}
          </Paper>
        </Grid>
      ))}
    </Grid>
  </DemoPage>
);

/** /components/panels */
export const PanelsDemo = () => {
  const translate = useTranslate();
  return (
    <DemoPage title="app.demo.titles.panels">
      {[1, 2, 3].map((panel) => (
        <Accordion key={panel} defaultExpanded={panel === 1}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            {translate("app.demo.panel", { number: panel })}
          </AccordionSummary>
          <AccordionDetails>{translate("app.demo.lorem")}</AccordionDetails>
        </Accordion>
      ))}
    </DemoPage>
  );
};

/** /components/sweet-alert: the default dialogs of SPEC §8. */
export const SweetAlertDemo = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState<"success" | "error" | "confirm" | null>(null);
  const titles = {
    success: "app.demo.dialogs.success",
    error: "app.demo.dialogs.error",
    confirm: "app.catalog.confirm.title",
  };
  return (
    <DemoPage title="app.demo.titles.sweetAlert">
      <Stack direction="row" spacing={1}>
        {(["success", "error", "confirm"] as const).map((kind) => (
          <Button key={kind} variant="outlined" onClick={() => setOpen(kind)}>
            {translate(titles[kind])}
          </Button>
        ))}
      </Stack>
      <Dialog open={open !== null} onClose={() => setOpen(null)}>
        <DialogTitle>{open && translate(titles[open])}</DialogTitle>
        {open === "confirm" && <DialogContent>{translate("app.catalog.confirm.content")}</DialogContent>}
        <DialogActions>
          <Button onClick={() => setOpen(null)} variant="contained">
            {translate(open === "confirm" ? "app.catalog.confirm.yes" : "app.demo.dialogs.ok")}
          </Button>
        </DialogActions>
      </Dialog>
    </DemoPage>
  );
};

/** /components/notifications */
export const NotificationsDemo = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const kinds = ["success", "info", "warning", "error"] as const;
  return (
    <DemoPage title="app.demo.titles.notifications">
      <Stack spacing={1} sx={{ mb: 2 }}>
        {kinds.map((kind) => (
          <Alert key={kind} severity={kind}>
            {translate(`app.demo.alerts.${kind}`)}
          </Alert>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        {kinds.map((kind) => (
          <Button key={kind} onClick={() => notify(`app.demo.alerts.${kind}`, { type: kind })}>
            {translate(`app.demo.colors.${kind}`)}
          </Button>
        ))}
      </Stack>
    </DemoPage>
  );
};

const ICONS = {
  Home: HomeIcon,
  Restaurant: RestaurantIcon,
  Hotel: HotelIcon,
  Spa: SpaIcon,
  Event: EventIcon,
  ShoppingCart: ShoppingCartIcon,
  Person: PersonIcon,
  Settings: SettingsIcon,
  QrCode: QrCodeIcon,
  Map: MapIcon,
};

/** /components/icons */
export const IconsDemo = () => (
  <DemoPage title="app.demo.titles.icons">
    <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(96px, 1fr))", gap: 2 }}>
      {Object.entries(ICONS).map(([name, Icon]) => {
        return (
          <Card key={name} variant="outlined">
            <CardContent sx={{ textAlign: "center" }}>
              <Icon fontSize="large" color="primary" />
              <Typography variant="caption" component="div">
                {name}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  </DemoPage>
);

/** /components/typography */
export const TypographyDemo = () => {
  const translate = useTranslate();
  const variants = ["h1", "h2", "h3", "h4", "h5", "h6", "subtitle1", "body1", "body2", "caption"] as const;
  return (
    <DemoPage title="app.demo.titles.typography">
      {variants.map((variant) => (
        <Typography key={variant} variant={variant} component="p" gutterBottom>
          {variant} · {translate("app.demo.sample")}
        </Typography>
      ))}
    </DemoPage>
  );
};
