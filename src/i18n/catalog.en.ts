// English strings of the catalog screens (business, menus, branches, categories; declared resources have theirs
// in declared.en.ts) and of the shared inputs in src/resources/shared/. Merged into appEnglish in en.ts.

export const catalogAppEnglish = {
  catalog: {
    locales: {
      en: "English",
      ar: "Arabic",
      name: "Name",
      description: "Description",
      nameRequired: "Name is required",
      tabHasError: "This language has an error",
    },
    media: {
      choose: "Choose an image",
      chooseMany: "Add images",
      chooseWithVideo: "Add images or videos",
      remove: "Remove",
      uploading: "Uploading %{name}",
      wrongType: "Only JPEG, GIF, PNG and WebP images are allowed",
      wrongTypeWithVideo: "Only JPEG, GIF, PNG and WebP images or MP4 videos are allowed",
      tooLarge: "The file is too large: at most %{size} MB",
      failed: "The upload failed",
      busy: "Please wait until the upload finishes",
      preview: "Preview",
    },
    dateRange: {
      from: "From",
      to: "To",
      placeholder: "DD-MM-YYYY",
      pick: "Choose a date",
      invalidDate: "Enter a date as DD-MM-YYYY",
      order: "The start date must not be after the end date",
    },
    confirm: {
      title: "Are you sure?",
      content: "You won't be able to revert this!",
      yes: "Yes, delete it!",
    },
    notices: {
      created: "Done successfully",
      updated: "Updated successfully",
      deleted: "Deleted successfully",
    },
    form: {
      submit: "Submit",
    },
    list: {
      all: "All",
      empty: "Nothing here yet",
      emptyHint: "Records you add will show here.",
    },
    errorDialog: {
      title: "Error",
      close: "OK",
    },
  },
};

export const catalogResourcesEnglish = {
  business: {
    name: "Business |||| Businesses",
    fields: {
      id: "ID",
      name: "Name",
      type: "Type",
      media: "Logo",
      logo_media_id: "Logo",
      branches: "Branches",
      menus: "Menus",
      is_owner: "Owner",
      created_at: "Created",
    },
    page: { list: "Business", create: "Add Business", edit: "Edit Business" },
    empty: "No businesses yet",
  },
  menus: {
    name: "Menu |||| Menus",
    entity: "Menu",
    fields: {
      id: "ID",
      name: "Name",
      locales: "Name",
      type: "Type",
      type_options: { subscription: "Subscription Menu", normal: "Normal Menu" },
      created_at: "Created",
      updated_at: "Updated",
    },
    page: { list: "Menus", create: "Add Menu", edit: "Edit Menu", show: "Menu" },
    empty: "No menus yet",
  },
  branches: {
    name: "Branch |||| Branches",
    entity: "Branch",
    fields: {
      id: "ID",
      name: "Name",
      locales: "Name",
      slug: "Slug",
      qr_app: "QR app address",
      created_at: "Created",
    },
    page: { list: "Branches", create: "Add Branch", edit: "Edit Branch", show: "Branch" },
    empty: "No branches yet",
    slugHint: "Lowercase letters, digits and dashes; left empty, one is made from the name.",
    slugFormat: "Use lowercase letters, digits and dashes only",
    openQrApp: "Open the QR app",
  },
  categories: {
    name: "Category |||| Categories",
    entity: "Category",
    fields: {
      id: "ID",
      name: "Name",
      locales: "Name",
      description: "Description",
      parent_id: "Parent",
      menu_id: "Menu",
      media: "Picture",
      media_id: "Picture",
      sort: "Order",
      created_at: "Created",
    },
    noName: "No Name",
    noParent: "None (top level)",
    page: { list: "Categories", create: "Add Category", edit: "Edit Category", show: "Category" },
    empty: "No categories yet",
  },
};
