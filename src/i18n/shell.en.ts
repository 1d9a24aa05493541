// English strings of the application shell (sidebar, top bar, banner, footer: src/layout/). Merged into
// appEnglish under `app.shell` in en.ts.

export const shellEnglish = {
  // The menu editor's link, named after the business type; every other link is named by its registry entry.
  links: {
    listing: {
      restaurant: "Restaurants Listing",
      salon: "Salons Listing",
      hotel: "Hotels Listing",
      chalet: "Chalets Listing",
    },
  },
  groups: {
    catalog: "Catalog",
    operations: "Operations",
    organisation: "Organisation",
    administration: "Administration",
  },
  /** A page the user may not open in this business: the route guard brought them to the Overview. */
  pageRefused: "You do not have access to that page in this business. Ask its owner for the permission.",
  sidebar: {
    navigation: "Main navigation",
  },
  /** The top bar's menu on phones and tablets (selectors, QR codes, language). */
  more: "More options",
  search: {
    label: "Search pages",
    placeholder: "Search pages…",
    noResults: "No page matches",
  },
  globalSearch: {
    open: "Search everything (Ctrl K)",
    title: "Search everything",
    label: "Search orders, stays, customers, items and pages",
    placeholder: "Name, phone, order number, item…",
    recent: "Recent",
    recentSearches: "Recent searches",
    noResults: "Nothing matches",
    typeMore: "Type at least 3 letters to search the records",
    failed: "The search did not answer. Try again.",
    kinds: {
      page: "Pages",
      order: "Orders",
      stay: "Stays",
      customer: "Customers",
      item: "Items",
      category: "Categories",
      user: "Users",
      branch: "Branches",
    },
  },
  scope: {
    business: "Business",
    branch: "Branch",
    menu: "Menu",
    chooseBusiness: "Choose the business",
    chooseMenu: "Choose the menu",
  },
  qr: {
    menu: "Menu Qr",
    login: "Login QR",
    branch: "Branch",
    image: "QR code of %{branch}",
    pending: "The QR code of the first branch appears in a few seconds, or choose a branch.",
    failed: "The QR code could not be generated.",
    copy: "Copy the link",
    copied: "Link copied",
  },
  notifications: {
    label: "Notifications",
    title: "Notifications",
    empty: "No notifications yet.",
    loadMore: "Load More",
    unread: "Unread",
  },
  userMenu: {
    apps: "Apps",
    qrApp: "QR App",
    ordersApp: "Orders App",
    tabletApp: "Tablet App",
  },
  banner: {
    title: "Reservations are closed",
    text: "Customers could book until %{date}. Set a new date in the mobile app settings to open reservations again.",
    action: "Go to Settings",
    // The banner on a phone: one line, the date after it.
    short: "Bookings closed after",
    dismiss: "Hide for today",
  },
  footer: {
    rights: "All rights reserved.",
  },
};
