// English strings of the front desk: order printouts, table QR sheets, QR downloads, new staff accounts and the
// set-password page (app.frontDesk.*).
export const frontDeskEnglish = {
  print: {
    button: "Print",
    kitchen: "Kitchen ticket",
    receipt: "Receipt",
    paper: "Paper",
    paper80mm: "80 mm roll",
    paperA4: "A4",
    kitchenTitle: "Kitchen ticket",
    receiptTitle: "Receipt",
    order: "Order %{number}",
    table: "Table: %{name}",
    notes: "Notes",
    item: "Item",
    quantity: "Qty",
    amount: "Amount",
    thanks: "Thank you!",
  },
  qr: {
    download: "Download PNG",
    print: "Print",
  },
  qrSheet: {
    button: "Print table QR codes",
    title: "%{floor}: table QR codes",
    noTables: "This floor has no tables yet.",
    loadFailed: "The tables could not be loaded",
  },
  staffCreated: {
    title: "Invitation ready",
    linkIntro:
      "Give %{name} this invitation link for %{email}. With it they choose their own password, or sign in with the one they have, and join.",
    linkOnce:
      "Copy it now: it will not be shown again. It works once and for %{days} days; hand it only to them. Resend makes a new one.",
    emailSent:
      "An invitation with a one-time link was e-mailed to %{email}. With it %{name} chooses their own password, or signs in with the one they have, and joins.",
    invitedNote: "Until they accept, they are listed as invited.",
    copy: "Copy link",
    copied: "Link copied",
    close: "Done",
  },
  setPassword: {
    title: "Join your team",
    invitedBy: "%{inviter} invited you to join %{business} as staff (%{email}).",
    invitedTo: "%{business} invited you to join as staff (%{email}).",
    intro: "New here? Choose the password you will sign in with.",
    signInIntro: "Already have an account? Sign in with your own e-mail and password to accept.",
    password: "New password",
    confirmation: "Confirm the password",
    submit: "Set password and join",
    signInSubmit: "Sign in and accept",
    haveAccount: "I already have an account",
    newHere: "I have no password yet",
    missingLink: "This page opens from the link in your invitation.",
  },
};
