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
    scan: "Scan to see the menu and order",
    noTables: "This floor has no tables yet.",
    loadFailed: "The tables could not be loaded",
  },
  staffCreated: {
    title: "Staff member added",
    passwordIntro: "%{name} can sign in with the e-mail %{email} and this password:",
    passwordOnce: "Copy it now and pass it on: it will not be shown again.",
    existingNote:
      "If this e-mail already had an account, it keeps its own password and receives an invitation to accept instead.",
    ownPassword: "%{name} can sign in with the e-mail %{email} and the password you entered.",
    emailSent:
      "An e-mail was sent to %{email} with a link to set their password. If the address already had an account, the e-mail asks them to accept the invitation instead.",
    copy: "Copy password",
    copied: "Password copied",
    close: "Done",
  },
  setPassword: {
    title: "Set your password",
    intro: "Choose the password you will sign in with.",
    password: "New password",
    confirmation: "Confirm the password",
    submit: "Set password and sign in",
    missingLink: "This page opens from the link in your invitation e-mail.",
  },
};
