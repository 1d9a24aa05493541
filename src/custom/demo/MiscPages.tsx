import { useState } from "react";
import { Avatar, Box, Button, Card, CardContent, Grid, TextField, Typography } from "@mui/material";
import dayjs from "dayjs";
import { useNotify, useTranslate } from "react-admin";
import { DISPLAY_DATE_FORMAT, PRIMARY_COLOR } from "../../domain/constants";
import { DemoPage } from "./DemoPage";

/** /pages/user: the profile demo form; SPEC §1: it saves nothing. */
export const UserProfileDemo = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <DemoPage title="app.demo.titles.user">
      <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap" }}>
        <Avatar sx={{ width: 96, height: 96 }} />
        <Box
          component="form"
          sx={{ display: "grid", gap: 2, flex: "1 1 320px", maxWidth: 480 }}
          onSubmit={(event) => {
            event.preventDefault();
            notify("app.demo.notSaved", { type: "info" });
          }}
        >
          <TextField label={translate("app.demo.fields.name")} defaultValue="Mona" />
          <TextField label={translate("app.demo.fields.email")} defaultValue="mona@example.com" />
          <TextField label={translate("app.demo.fields.about")} multiline minRows={3} />
          <Button type="submit" variant="contained">
            {translate("app.demo.updateProfile")}
          </Button>
        </Box>
      </Box>
    </DemoPage>
  );
};

/** /pages/timeline */
export const TimelineDemo = () => {
  const translate = useTranslate();
  return (
    <DemoPage title="app.demo.titles.timeline">
      <Box sx={{ borderInlineStart: 2, borderColor: "primary.main", pl: 3, ml: 1 }}>
        {[0, 1, 2, 3].map((index) => (
          <Box key={index} sx={{ position: "relative", mb: 3 }}>
            <Box
              sx={{
                position: "absolute",
                insetInlineStart: -33,
                top: 4,
                width: 14,
                height: 14,
                borderRadius: "50%",
                bgcolor: "primary.main",
              }}
            />
            <Typography variant="subtitle2">
              {dayjs().subtract(index, "day").format(DISPLAY_DATE_FORMAT)}
            </Typography>
            <Typography>{translate(`app.demo.timeline.${index}`)}</Typography>
          </Box>
        ))}
      </Box>
    </DemoPage>
  );
};

const WEEK = 7;

/** /calendar: the current month, navigable. */
export const CalendarDemo = () => {
  const translate = useTranslate();
  const [month, setMonth] = useState(() => dayjs().startOf("month"));
  const lead = month.day();
  const cells = Array.from({ length: Math.ceil((lead + month.daysInMonth()) / WEEK) * WEEK }, (_, index) => {
    const day = index - lead + 1;
    return day >= 1 && day <= month.daysInMonth() ? day : null;
  });
  return (
    <DemoPage title="app.demo.titles.calendar">
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
        <Button onClick={() => setMonth(month.subtract(1, "month"))}>{translate("app.demo.previous")}</Button>
        <Typography variant="h6" dir="ltr">
          {month.format("MM-YYYY")}
        </Typography>
        <Button onClick={() => setMonth(month.add(1, "month"))}>{translate("app.demo.next")}</Button>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: `repeat(${WEEK}, 1fr)`, gap: 0.5 }}>
        {cells.map((day, index) => (
          <Box
            key={index}
            sx={{
              minHeight: 56,
              p: 0.5,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              bgcolor: day ? undefined : "action.hover",
            }}
          >
            {day}
          </Box>
        ))}
      </Box>
    </DemoPage>
  );
};

const SERIES = [12, 19, 8, 15, 22, 17, 25, 14, 20, 28, 18, 24];

/** /charts: a bar chart and a line chart drawn in SVG. */
export const ChartsDemo = () => {
  const translate = useTranslate();
  const top = Math.max(...SERIES);
  const width = 40 * SERIES.length;
  const points = SERIES.map((value, index) => `${index * 40 + 20},${110 - (value / top) * 100}`).join(" ");
  return (
    <DemoPage title="app.demo.titles.charts">
      <Grid container spacing={2}>
        {(["bars", "line"] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1">{translate(`app.demo.charts.${kind}`)}</Typography>
            <svg
              viewBox={`0 0 ${width} 120`}
              width="100%"
              role="img"
              aria-label={translate(`app.demo.charts.${kind}`)}
            >
              {kind === "bars" ? (
                SERIES.map((value, index) => (
                  <rect
                    key={index}
                    x={index * 40 + 8}
                    y={110 - (value / top) * 100}
                    width={24}
                    height={(value / top) * 100}
                    fill={PRIMARY_COLOR}
                  />
                ))
              ) : (
                <polyline points={points} fill="none" stroke={PRIMARY_COLOR} strokeWidth={3} />
              )}
            </svg>
          </Grid>
        ))}
      </Grid>
    </DemoPage>
  );
};

/** /admin/widgets: stat cards. */
export const WidgetsDemo = () => {
  const translate = useTranslate();
  const widgets = [
    ["orders", 128],
    ["reservations", 42],
    ["revenue", "1,250.500 KWD"],
    ["visitors", 3_400],
  ] as const;
  return (
    <DemoPage title="app.demo.titles.widgets">
      <Grid container spacing={2}>
        {widgets.map(([key, value]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{translate(`app.demo.widgets.${key}`)}</Typography>
                <Typography variant="h5" component="p">
                  {value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </DemoPage>
  );
};
