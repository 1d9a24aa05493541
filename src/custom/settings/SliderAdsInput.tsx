import {
  Box,
  Button,
  FormLabel,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { SLIDER_ADS_LIMIT } from "../../domain/constants";
import { MediaUploadInput, type MediaPreview } from "../../resources/shared/MediaUploadInput";
import { ItemLinkPicker } from "./ItemLinkPicker";
import { asSliderAds, canAddSliderAd, newSliderAd } from "./sliderAds";

const SOURCE = "SliderAds";
// The image of the ad being added lives outside the saved keys.
const NEW_AD_MEDIA = "_newAd.mediaId";
const NEW_AD_PREVIEW = "_newAd.media";

/** Mobile slider ads (SPEC §5): image and link each; the add row while fewer than 5; Add needs an image. */
export function SliderAdsInput({ businessId, allowItems }: { businessId?: number; allowItems: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const ads = asSliderAds(useWatch({ name: SOURCE }));
  const preview = useWatch({ name: NEW_AD_PREVIEW }) as MediaPreview | null | undefined;
  const [linkKind, setLinkKind] = useState<"url" | "item">("url");
  const [link, setLink] = useState("");

  const write = (next: typeof ads) => setValue(SOURCE, next, { shouldDirty: true });
  const add = () => {
    if (!preview?.src) return;
    write([...ads, newSliderAd(preview.src, link)]);
    setValue(NEW_AD_PREVIEW, null);
    setValue(NEW_AD_MEDIA, null);
    setLink("");
  };

  return (
    <Box sx={{ width: "100%", my: 1 }}>
      <FormLabel>{translate("app.settings.fields.SliderAds")}</FormLabel>
      <Typography variant="caption" component="p">
        {translate("app.settings.sliderAds.limit", { smart_count: SLIDER_ADS_LIMIT })}
      </Typography>
      <Stack spacing={1} sx={{ my: 1 }}>
        {ads.map((ad, index) => (
          <Box
            key={`${ad.src}-${index}`}
            sx={{ display: "flex", alignItems: "center", gap: 2 }}
            data-testid="slider-ad"
          >
            <img src={ad.src} alt="" width={120} style={{ objectFit: "cover", borderRadius: 4 }} />
            <Typography variant="body2" sx={{ flex: 1, wordBreak: "break-all" }}>
              {ad.link}
            </Typography>
            <IconButton
              aria-label={translate("app.settings.sliderAds.remove")}
              onClick={() => write(ads.filter((_, position) => position !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {canAddSliderAd(ads) && (
        <Box
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}
          data-testid="slider-ad-add-row"
        >
          <MediaUploadInput
            source={NEW_AD_MEDIA}
            previewSource={NEW_AD_PREVIEW}
            label="app.settings.sliderAds.image"
            businessId={businessId}
          />
          <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
            {allowItems && businessId !== undefined && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={linkKind}
                onChange={(_, kind) => kind && setLinkKind(kind)}
              >
                <ToggleButton value="url">{translate("app.settings.sliderAds.url")}</ToggleButton>
                <ToggleButton value="item">{translate("app.settings.sliderAds.item")}</ToggleButton>
              </ToggleButtonGroup>
            )}
            {linkKind === "item" && allowItems && businessId !== undefined ? (
              <ItemLinkPicker businessId={businessId} onChoose={(chosen) => setLink(chosen ?? "")} />
            ) : (
              <TextField
                size="small"
                name="link"
                label={translate("app.settings.sliderAds.link")}
                placeholder="https://"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                sx={{ minWidth: 260 }}
              />
            )}
            <Button variant="contained" onClick={add} disabled={!preview?.src}>
              {translate("app.settings.sliderAds.add")}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
