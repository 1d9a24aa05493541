import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { Confirm, useLocale, useNotify, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import type { RateSeason, SeasonInput } from "../../dataProvider/methods/rateCalendar";
import { localizedName } from "../../domain/localizedText";
import { showMoney } from "../../resources/operations/money";
import { formatDisplayDate } from "../../resources/shared/dates";
import { SeasonDialog } from "./SeasonDialog";

/** A listing's seasons on its rate calendar page: each with its dates and prices, added, edited and deleted here. */
export function SeasonsPanel({
  businessId,
  itemId,
  seasons,
  currency,
  canEdit,
  onChanged,
}: {
  businessId: number;
  itemId: number;
  seasons: readonly RateSeason[];
  currency?: string;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState<{ season?: RateSeason }>();
  const [errors, setErrors] = useState<Record<string, string>>();
  const [deleting, setDeleting] = useState<RateSeason>();
  const t = (key: string, options?: object) => translate(`app.rateCalendar.seasons.${key}`, options);

  const save = useMutation({
    mutationFn: (season: SeasonInput) =>
      dataProvider.saveSeason({ businessId, itemId, id: open?.season?.id, season }),
    onSuccess: () => {
      notify("app.rateCalendar.seasons.saved", { type: "info" });
      setOpen(undefined);
      setErrors(undefined);
      onChanged();
    },
    onError: (failure) => {
      setErrors(fieldErrorsOf(failure));
      notifyApiError(failure);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteSeason({ businessId, itemId, id }),
    onSuccess: () => {
      notify("app.rateCalendar.seasons.deleted", { type: "info" });
      setDeleting(undefined);
      onChanged();
    },
    onError: notifyApiError,
  });
  const nameOf = (season: RateSeason) => localizedName(season.locales, locale, "—");

  return (
    <Card variant="outlined" component="section" aria-labelledby="rate-seasons-title">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
          <Typography id="rate-seasons-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t("title")}
          </Typography>
          {canEdit ? (
            <Button startIcon={<AddIcon />} onClick={() => setOpen({})}>
              {t("add")}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t("intro")}
        </Typography>
        {seasons.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t("empty")}</Typography>
        ) : (
          <List dense>
            {seasons.map((season) => (
              <ListItem
                key={season.id}
                data-testid={`rate-season-${season.id}`}
                divider
                sx={{ flexWrap: "wrap", gap: 1 }}
                secondaryAction={undefined}
              >
                <ListItemText
                  primary={nameOf(season)}
                  secondary={[
                    t("range", { from: formatDisplayDate(season.from), to: formatDisplayDate(season.to) }),
                    showMoney(season.weekdays, currency) +
                      (season.weekend != null ? ` / ${showMoney(season.weekend, currency)}` : ""),
                  ].join(" · ")}
                />
                {season.repeats_yearly ? <Chip size="small" label={t("yearly")} /> : null}
                {season.min_nights ? (
                  <Chip
                    size="small"
                    label={translate("app.rateCalendar.marks.minNights", { count: season.min_nights })}
                  />
                ) : null}
                {canEdit ? (
                  <Box>
                    <Button size="small" onClick={() => setOpen({ season })}>
                      {translate("ra.action.edit")}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(season)}>
                      {t("delete")}
                    </Button>
                  </Box>
                ) : null}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {open ? (
        <SeasonDialog
          season={open.season}
          saving={save.isPending}
          fieldErrors={errors}
          onSave={(input) => save.mutate(input)}
          onClose={() => {
            setOpen(undefined);
            setErrors(undefined);
          }}
        />
      ) : null}
      <Confirm
        isOpen={!!deleting}
        title="app.rateCalendar.seasons.deleteTitle"
        content="app.rateCalendar.seasons.deleteContent"
        translateOptions={{ name: deleting ? nameOf(deleting) : "" }}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
}
