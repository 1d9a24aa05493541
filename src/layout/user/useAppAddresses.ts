import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { AppAddresses } from "./appLinks";

/** The companion apps' addresses (the server's configuration); undefined until known. A failure is only logged. */
export function useAppAddresses(): AppAddresses | undefined {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: QUERY_KEYS.appAddresses,
    queryFn: ({ signal }) =>
      dataProvider.getAppAddresses({ signal }).catch((error: unknown) => {
        console.warn("The app addresses could not be loaded", error);
        throw error;
      }),
    ...QUERY_DEFAULTS,
  });
  return data?.data;
}
