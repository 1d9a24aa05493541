import { catalogAppEnglish, catalogResourcesEnglish } from "./catalog.en";
import { declaredResourcesEnglish } from "./declared.en";
import { shellEnglish } from "./shell.en";
import { operationsResourcesEnglish } from "./operations.en";
import { liveEnglish } from "./live.en";
import { frontDeskEnglish } from "./frontDesk.en";
import { frontDoorEnglish } from "./frontDoor.en";

// English catalogue of the application's own strings (react-admin's come from ra-language-english).
export const appEnglish = {
  app: {
    name: "Menu Dashboard",
    language: {
      label: "Language",
    },
    menu: {
      dashboard: "Dashboard",
    },
    validation: {
      required: "This field is required",
      email: "Please enter a valid email address",
      minLength:
        "Minimum length %{smart_count} character required |||| Minimum length %{smart_count} characters required",
      nameRequired: "Your name is required",
      businessTypeRequired: "Select business please",
      // Two spaces, exactly as the specification writes it.
      businessNameRequired: "Business Name  is required",
      passwordRequired: "Password is required",
      passwordConfirmationMismatch: "Password confirmation does not match",
      termsRequired: "Please agree our terms & conditions",
    },
    errors: {
      unexpected: "An unexpected error occurred",
    },
    notFound: {
      title: "Page Not Found",
      text: "The page you are looking for does not exist or has been moved.",
      home: "Go to the main page",
    },
    live: liveEnglish,
    frontDesk: frontDeskEnglish,
    frontDoor: frontDoorEnglish,
    businessTypes: {
      restaurant: "Restaurant",
      salon: "Salon",
      hotel: "Hotel",
      chalet: "Chalet",
    },
    ...catalogAppEnglish,
    shell: shellEnglish,
  },
  resources: {
    ...catalogResourcesEnglish,
    ...operationsResourcesEnglish,
    ...declaredResourcesEnglish,
  },
};

export type AppMessages = typeof appEnglish;
