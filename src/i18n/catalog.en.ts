// English strings of the catalog screens (business, menus, branches, categories; names and declared fields are
// their declarations', src/domain/resources) and of the shared inputs in src/resources/shared/. Merged into
// appEnglish in en.ts.

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
      pages: "Pages",
      rangeCapped: "%{offsetBegin}-%{offsetEnd} of more than %{total}",
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
    fields: {
      timezone: "Time zone (dates and times are shown in it)",
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
  menus: { empty: "No menus yet" },
  branches: {
    fields: { qr_app: "QR app address" },
    empty: "No branches yet",
    slugHint: "Lowercase letters, digits and dashes; left empty, one is made from the name.",
    slugFormat: "Use lowercase letters, digits and dashes only",
    openQrApp: "Open the QR app",
  },
  categories: {
    fields: { media: "Picture" },
    noName: "No Name",
    noParent: "None (top level)",
    empty: "No categories yet",
  },
};
