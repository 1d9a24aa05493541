import { useQuery } from "@tanstack/react-query";
import { Button } from "@mui/material";
import PersonIcon from "@mui/icons-material/Person";
import { useCanAccess, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";

/**
 * The order's or stay's customer page (issue 50), found by the record's phone; nothing for a user who may not read
 * customers, for a record without a phone, or a customer they do not see.
 */
export function CustomerLink({ phone }: { phone: string | null | undefined }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { businessId } = useCurrentScope();
  const { canAccess } = useCanAccess({ resource: "customers", action: "list" });
  const { data } = useQuery({
    queryKey: ["customers", businessId, "phone", phone],
    queryFn: ({ signal }) =>
      dataProvider.getCustomers({ businessId: businessId!, query: { phone: phone!, per_page: 1 }, signal }),
    enabled: !!businessId && !!phone && canAccess === true,
  });
  const customer = data?.data[0];
  if (!customer) return null;
  return (
    <Button
      component={Link}
      to={`${PATHS.customers}/${customer.id}`}
      size="small"
      startIcon={<PersonIcon />}
      data-testid="customer-link"
    >
      {translate("resources.customers.name", { smart_count: 1 })}
    </Button>
  );
}
