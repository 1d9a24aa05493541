import { Suspense, useEffect } from "react";
import { useNotificationContext } from "react-admin";
import { lazyLoaded } from "../custom/lazyLoaded";
import { whenIdle } from "../custom/whenIdle";

// Where react-admin's messages show ("Element updated", errors, the undo of an undoable change). Its snackbar is
// drawn from a chunk fetched once the page is idle: no page shows a message while it first loads, and the snackbar's
// code was part of every page's first load. A message sent before that fetches it at once; react-admin keeps the
// message (and the undoable change waiting on it) in its queue until the snackbar takes it.

const Snackbar = lazyLoaded(() => import("./notificationSnackbar"));

export function Notifications() {
  const { notifications } = useNotificationContext();
  const waiting = notifications.length > 0;
  useEffect(() => whenIdle(() => void Snackbar.preload().catch(() => undefined)), []);
  if (!waiting && !Snackbar.isLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  );
}
