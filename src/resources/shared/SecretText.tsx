import { Box, Button } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";

// What the dashboard shows once and never again (an API key's secret, a staff member's one-time invitation link):
// the server keeps only a hash, so these are shown the same way everywhere, to be copied.

/** The secret as text: left to right in both languages, monospace, selected whole on a click. */
export function SecretText({ value, testId }: { value: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      dir="ltr"
      sx={{
        my: 2,
        p: 1.5,
        fontFamily: "monospace",
        fontSize: 14,
        wordBreak: "break-all",
        bgcolor: "action.hover",
        borderRadius: 1,
        userSelect: "all",
      }}
    >
      {value}
    </Box>
  );
}

/** Copies `text` to the clipboard and says so; a browser that refuses the clipboard leaves the text to select. */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(copied, { type: "info" });
    } catch (error) {
      console.warn("Copying to the clipboard failed", error);
    }
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={copy}>
      {translate(label)}
    </Button>
  );
}
