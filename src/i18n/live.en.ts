// English strings of live updates: connection state, the new-order alarm and its sound (app.live.*).
export const liveEnglish = {
  disconnected: "Live updates are disconnected. Reconnecting…",
  ringing: "%{smart_count} new order waiting |||| %{smart_count} new orders waiting",
  mute: "Mute alarm",
  enableSound: "Enable sound",
  soundBlocked: "The browser blocked the new-order alarm. Click to let it sound.",
  preferenceHelp:
    "When on, a new order also sounds an alarm until it is accepted or rejected, and shows a browser notification while this tab is in the background.",
  background: {
    newOrder: "New order",
    newReservation: "New reservation",
    waiterCall: "A guest is calling a waiter",
  },
  waiterCall: "%{table} is calling a waiter",
  waiterCallNote: "%{table} is calling a waiter: “%{note}”",
};
