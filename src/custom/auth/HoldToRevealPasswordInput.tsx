import { useState, type KeyboardEvent } from "react";
import { IconButton, InputAdornment } from "@mui/material";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { TextInput, useTranslate, type TextInputProps } from "react-admin";

const isRevealKey = (event: KeyboardEvent) => event.key === "Enter" || event.key === " ";

/**
 * Password input whose eye icon shows the password only while it is held down (pointer, touch or
 * Enter/Space), so the password is never left visible on screen.
 */
export const HoldToRevealPasswordInput = (props: TextInputProps) => {
  const translate = useTranslate();
  const [revealed, setRevealed] = useState(false);
  const show = () => setRevealed(true);
  const hide = () => setRevealed(false);

  const eye = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={translate("app.auth.holdToShowPassword")}
        aria-pressed={revealed}
        onPointerDown={show}
        onPointerUp={hide}
        onPointerLeave={hide}
        onPointerCancel={hide}
        onBlur={hide}
        onKeyDown={(event) => {
          if (!isRevealKey(event)) return;
          event.preventDefault();
          show();
        }}
        onKeyUp={(event) => isRevealKey(event) && hide()}
        // Keep the focus in the field and no long-press menu on touch screens.
        onMouseDown={(event) => event.preventDefault()}
        onContextMenu={(event) => event.preventDefault()}
        sx={{ touchAction: "none", userSelect: "none" }}
      >
        {revealed ? <Visibility /> : <VisibilityOff />}
      </IconButton>
    </InputAdornment>
  );

  return <TextInput type={revealed ? "text" : "password"} InputProps={{ endAdornment: eye }} {...props} />;
};
