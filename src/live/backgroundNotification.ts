// A browser notification for a new order or booking while the dashboard's tab is in the background, so staff
// working in another tab are told. Permission is asked only from a click ("Enable sound"), as browsers require.

export const canNotify = (): boolean => typeof window !== "undefined" && "Notification" in window;

/** Asks for permission to notify; call only from a user gesture. */
export async function askNotificationPermission(): Promise<void> {
  if (!canNotify() || Notification.permission !== "default") return;
  try {
    await Notification.requestPermission();
  } catch (error) {
    console.info("Notification permission was not asked", error);
  }
}

/** Shows `title`/`body` when the tab is hidden and notifications are allowed; a click brings the tab back. */
export function showWhenHidden(title: string, body: string, tag: string): void {
  if (!canNotify() || !document.hidden || Notification.permission !== "granted") return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch (error) {
    // Some browsers only notify from a service worker: then the alarm is all there is.
    console.info("The browser notification was not shown", error);
  }
}
