import { Box, Typography } from "@mui/material";
import PlaceIcon from "@mui/icons-material/Place";
import { useTranslate } from "react-admin";
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from "../../domain/constants";
import { DemoPage } from "./DemoPage";

type Variant = "google" | "full-screen" | "vector-map";

/**
 * /maps/google, /full-screen and /vector-map: a drawn map centred on SPEC §9's default centre (no map
 * service is called; the demo pages carry no product behaviour).
 */
export const MapDemo = ({ variant }: { variant: Variant }) => {
  const translate = useTranslate();
  const { latitude, longitude } = DEFAULT_MAP_CENTER;
  return (
    <DemoPage title={`app.demo.titles.map_${variant.replace("-", "_")}`}>
      <Box
        sx={{
          position: "relative",
          height: variant === "full-screen" ? "70vh" : 360,
          borderRadius: 1,
          overflow: "hidden",
          background:
            variant === "vector-map"
              ? "repeating-linear-gradient(45deg, #e3f2fd 0 12px, #bbdefb 12px 24px)"
              : "linear-gradient(160deg, #cfe8fc 0%, #e8f5e9 55%, #fff3e0 100%)",
        }}
      >
        <PlaceIcon
          color="error"
          sx={{
            position: "absolute",
            top: "50%",
            left: "50%",
            transform: "translate(-50%, -100%)",
            fontSize: 48,
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} dir="ltr">
        {translate("app.demo.mapCenter", { latitude, longitude, zoom: DEFAULT_MAP_ZOOM })}
      </Typography>
    </DemoPage>
  );
};
