import type { ComponentType } from "react";
import { Box, Card, CardContent, Tab, Tabs } from "@mui/material";
import { useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, type SettingsTab } from "../../domain/constants";
import { AccountSettings } from "./AccountSettings";
import { BranchSettings } from "./BranchSettings";
import { BusinessSettings } from "./BusinessSettings";
import { MobileAppSettings } from "./MobileAppSettings";
import { TabletAppSettings } from "./TabletAppSettings";

const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  BusinessSettings,
  BranchSettings,
  TabletAppSettings,
  MobileAppSettings,
  AccountSettings,
};

export const SETTINGS_PATH = "/settings";
const TAB_PARAM = "tab";

/** The tab of `?tab=`, BusinessSettings when absent or unknown (SPEC §2). */
export const settingsTabOf = (value: string | null): SettingsTab =>
  SETTINGS_TABS.find((tab) => tab === value) ?? DEFAULT_SETTINGS_TAB;

/** /settings: five tabs switched through the `tab` query parameter. */
export function SettingsPage() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabOf(searchParams.get(TAB_PARAM));
  const Content = TAB_CONTENT[tab];
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
          <Content key={tab} />
        </Box>
      </CardContent>
    </Card>
  );
}
