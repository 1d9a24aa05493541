import { BUSINESS_TYPES } from "../../domain/constants";

/** Every business type, hotel included: business lists offer it (SPEC §1). */
export const BUSINESS_TYPE_CHOICES = BUSINESS_TYPES.map((type) => ({
  id: type,
  name: `app.businessTypes.${type}`,
}));
