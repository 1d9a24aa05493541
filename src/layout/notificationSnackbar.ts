// react-admin's notification snackbar (MUI's Snackbar, its content, click-away listener and undo button), in a chunk
// of its own: Notifications.tsx fetches it when the page is idle or when the first message is sent before that.
export { Notification as default } from "react-admin";
