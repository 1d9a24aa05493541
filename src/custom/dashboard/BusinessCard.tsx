import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { useLocale, useTranslate } from "react-admin";
import type { UserBusiness } from "../../authProvider/types";
import { localizedName } from "../../domain/localizedText";

/** One business of the signed-in user with its type, the user's role in it, and its branches. */
export const BusinessCard = ({ business }: { business: UserBusiness }) => {
  const translate = useTranslate();
  const locale = useLocale();

  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardHeader
        title={localizedName(business.locales, locale, business.name)}
        subheader={translate("app.overview.menus", { smart_count: business.menus.length })}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip size="small" color="primary" label={translate(`app.businessTypes.${business.type}`)} />
          <Chip
            size="small"
            variant="outlined"
            label={translate(business.is_owner ? "app.overview.owner" : "app.overview.staff")}
          />
        </Stack>
        <Typography variant="subtitle2">{translate("app.overview.branches")}</Typography>
        {business.branches.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate("app.overview.noBranches")}
          </Typography>
        ) : (
          <List dense disablePadding>
            {business.branches.map((branch) => (
              <ListItem key={branch.id} disableGutters>
                <ListItemText
                  primary={localizedName(branch.locales, locale, branch.slug)}
                  secondary={branch.slug}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
