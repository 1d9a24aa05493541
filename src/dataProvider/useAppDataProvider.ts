import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "./index";

/**
 * The dataProvider with the product's custom methods, typed. It is react-admin's proxy: every call that fails
 * goes through authProvider.checkError, so a 401 from any call ends the session.
 */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();
