// English strings of the operations screens (users, orders, floors, tables, reservations, financial reports,
// audits, permissions: src/resources/). Merged into appEnglish under `resources` in en.ts.

const users = {
  name: "User |||| Users",
  editTitle: "Edit UserStore",
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    phone_country: "Country code",
    password: "Password",
    password_confirmation: "Password confirmation",
    role: "Role",
    created_at: "Created on",
  },
  roles: { owner: "Owner", staff: "Staff" },
  hints: {
    email: "Optional: made from the phone number when left empty",
    passwordNew: "Optional: a password is generated when left empty",
    passwordEdit: "Leave empty to keep the current password",
  },
  validation: { phoneInvalid: "Not valid phone number" },
  notices: {
    generatedPassword:
      "The generated password is %{password}. Pass it on to the user now. If this email already had an account, the person was invited instead and keeps their own password.",
  },
  search: {
    label: "User",
    typeToSearch: "Type a name, email or phone",
    noOptions: "No users",
    noneFound: "No user found with %{query}",
    notFound: "User not found!",
  },
};

const orders = {
  name: "Order |||| Orders",
  editTitle: "Edit Order",
  changeStatus: "Status of order #%{number}",
  noName: "No Name",
  system: "System",
  historyBy: "by %{name} on %{date}",
  fields: {
    number: "Order",
    created_at: "Date",
    type: "Type",
    table: "Table",
    customer: "Customer",
    total: "Total",
    subtotal: "Subtotal",
    discount: "Discount",
    extra_charge: "Extra charge",
    payment_state: "Payment",
    status: "Status",
    item: "Item",
    quantity: "Qty",
    line_total: "Amount",
  },
  sections: { customer: "Customer", lines: "Items", history: "Status history" },
  statuses: {
    pending: "Pending",
    accepted: "Accepted",
    rejected: "Rejected",
    ready: "Ready",
    delivered: "Delivered",
  },
  types: { dine_in: "Dine in", delivery: "Delivery", car_pickup: "Car pickup", self_pickup: "Self pickup" },
  paymentStates: { paid: "Paid", not_paid: "Not paid" },
};

const reservations = {
  name: "Reservation |||| Reservations",
  editTitle: "Edit Reservation",
  checkTimes: "Check-in at %{checkIn}, check-out at %{checkOut}",
  noPrice: "This listing has no price for these nights yet",
  estimate: "Price: %{total} for 1 night |||| Price: %{total} for %{smart_count} nights",
  availability: {
    title: "Free dates of this unit",
    none: "No free dates in the next months",
    period: "%{from} to %{to}",
    taken: "These dates are not free for this unit",
  },
  fields: {
    id: "Reservation",
    listing: "Listing",
    unit: "Unit",
    from: "Check-in",
    to: "Check-out",
    customer: "Customer name",
    phone: "Customer phone",
    notes: "Notes",
    total: "Price",
    paid: "Paid",
    balance: "Balance",
    received: "Received",
    refunded: "Refunded",
    deposit: "Deposit held",
    status: "Status",
    payment_state: "Payment state",
  },
  statuses: { pending: "Pending", completed: "Completed", canceled: "Canceled" },
  paymentStates: {
    partially_paid: "Partially paid",
    paid: "Paid",
    not_paid: "Not paid",
    no_data: "No data",
    reservable: "Reservable",
  },
  priceKinds: { weekday: "Weekday", weekend: "Weekend", holiday: "Holiday", full_week: "Full week" },
  payment: {
    record: "Record a payment",
    amount: "Amount",
    method: "Method",
    positive: "The amount must be greater than zero",
    list: "Payments",
    methods: { cash: "Cash", knet: "KNET", online: "Online", bank_transfer: "Bank transfer" },
    kinds: {
      payment: "Payment",
      refund: "Refund",
      deposit: "Deposit collected",
      deposit_return: "Deposit returned",
    },
    actions: {
      payment: "Record a payment",
      refund: "Refund",
      deposit: "Collect deposit",
      deposit_return: "Return deposit",
    },
  },
  cancel: {
    action: "Cancel reservation",
    content: "The reservation will be canceled and its unit freed.",
    refund: "Refund to the customer (of %{paid} received)",
    refundHint: "Leave 0 to keep the money; a refund is recorded as its own entry.",
    confirm: "Yes, cancel it!",
  },
  board: {
    otherBranch: "Booked through another branch",
    title: "Reservations board",
    unit: "Unit %{name}",
    start: "New reservation: %{listing}, unit %{unit}, %{date}",
    open: "Reservation #%{id} %{name} (%{status})",
    previous: "Previous two weeks",
    next: "Next two weeks",
    today: "Today",
    list: "List",
    partial:
      "Showing %{count} of %{smart_count} reservation |||| Showing %{count} of %{smart_count} reservations",
    noListings: "No chalet listings in this business yet.",
  },
};

const permissions = {
  name: "Permission |||| Permissions",
  title: "Permissions",
  branch: "Branch",
  user: "Staff user",
  grid: "Permissions of the staff user",
  area: "Area",
  cell: "%{area}: %{action}",
  save: "Save",
  noStaff: "This business has no staff users yet. Add one under Users.",
  chooseUser: "Choose a staff user to edit their permissions in this branch.",
};

const invoices = {
  name: "Financial Report |||| Financial Reports",
  title: "Financial Reports",
  total: "Total",
  period: "%{from} – %{to} · %{smart_count} invoice |||| %{from} – %{to} · %{smart_count} invoices",
  byDay: "Totals by day",
  byBranch: "By branch",
  byPaymentState: "By payment state",
  noData: "No invoices in this period",
  summary: {
    sales: "Sales",
    salesHint: "Orders accepted or later and stays not canceled (by check-in date) in this period",
    received: "Received",
    receivedHint: "Payments of stays and paid orders among these sales",
    refunded: "Refunded",
    refundedHint: "Money given back to customers in this period",
    outstanding: "Outstanding",
    outstandingHint: "What this period's sales still owe",
  },
  fields: {
    number: "Invoice",
    issued_on: "Date",
    branch: "Branch",
    kind: "For",
    amount: "Amount",
    payment_state: "Payment state",
  },
  kinds: { order: "Order #%{number}", reservation_payment: "Payment of reservation #%{id}" },
};

// The rest of the audits' strings is a section fetched with their page (audits.en.ts).
const audits = {
  name: "Audit |||| Audits",
};

export const operationsResourcesEnglish = {
  users,
  orders,
  reservations,
  permissions,
  invoices,
  audits,
};
