import { Suspense, useEffect } from "react";
import { Box, Card, CardContent, LinearProgress, Tab, Tabs } from "@mui/material";
import { useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { useSearchParams } from "react-router-dom";
import { SETTINGS_TABS, type SettingsTab } from "../../domain/constants";
import { whenIdle } from "../whenIdle";
import { settingsTabOf, TAB_CONTENT, TAB_PARAM } from "./settingsTabs";

export { SETTINGS_PATH, settingsTabOf } from "./settingsTabs";

// The other tabs come in once the page is idle: a click on one then draws it at once.
const preloadTabsWhenIdle = () =>
  whenIdle(() => Object.values(TAB_CONTENT).forEach((tab) => void tab.preload().catch(() => undefined)));

/** /settings: five tabs switched through the `tab` query parameter. */
export function SettingsPage() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabOf(searchParams.get(TAB_PARAM));
  const Content = TAB_CONTENT[tab];
  useEffect(() => preloadTabsWhenIdle(), []);
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={translate("app.settings.title")} />
      <Tabs
        value={tab}
        onChange={(_, next: SettingsTab) => setSearchParams({ [TAB_PARAM]: next })}
        variant="scrollable"
        scrollButtons="auto"
      >
        {SETTINGS_TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`app.settings.tabs.${name}`)} />
        ))}
      </Tabs>
      <CardContent>
        <Box role="tabpanel" aria-label={translate(`app.settings.tabs.${tab}`)}>
          <Suspense fallback={<LinearProgress />}>
            <Content key={tab} />
          </Suspense>
        </Box>
      </CardContent>
    </Card>
  );
}
