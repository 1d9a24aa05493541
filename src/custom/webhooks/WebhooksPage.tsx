import { useQuery } from "@tanstack/react-query";
import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from "@mui/material";
import { useCanAccess, useTranslate } from "react-admin";
import { Navigate } from "react-router-dom";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { PageTitle } from "../../layout/PageTitle";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import { AddEndpointForm } from "./AddEndpointForm";
import { EndpointCard } from "./EndpointCard";
import { webhooksKey } from "./webhookKeys";

/** /webhooks (owners only, issue 49): the business's webhook endpoints, each with its secret and delivery log. */
export function WebhooksPage() {
  const translate = useTranslate();
  const { businessId } = useCurrentScope();
  const { canAccess: isOwner, isPending } = useCanAccess({ resource: "webhooks", action: "list" });
  const dataProvider = useAppDataProvider();
  const { data: endpoints, error } = useQuery({
    queryKey: webhooksKey(businessId),
    queryFn: ({ signal }) => dataProvider.getWebhooks({ businessId: businessId!, signal }),
    enabled: !!businessId && isOwner === true,
    ...QUERY_DEFAULTS,
  });

  if (isPending) return <LinearProgress />;
  if (!isOwner || !businessId) return <Navigate to={PATHS.overview} replace />;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <PageTitle title={translate("app.webhooks.title")} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate("app.webhooks.intro")}
          </Typography>
          <AddEndpointForm businessId={businessId} />
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error">{translate("app.settings.loadFailed")}</Alert>
      ) : !endpoints ? (
        <LinearProgress aria-label={translate("ra.page.loading")} />
      ) : endpoints.length === 0 ? (
        <Typography color="text.secondary">{translate("app.webhooks.empty")}</Typography>
      ) : (
        endpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} businessId={businessId} endpoint={endpoint} />
        ))
      )}
    </Stack>
  );
}
