import fp from "fastify-plugin";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, type FieldErrors, type MessageRef } from "../errors";
import { pickLocale, translate } from "../i18n";

type AjvError = NonNullable<FastifyError["validation"]>[number];

/** Route config may name a message per field and rule: `config: { messages: { name: { required: "auth.nameRequired" } } }`. */
export type FieldMessages = Record<string, Partial<Record<string, string>>>;

declare module "fastify" {
  interface FastifyContextConfig {
    messages?: FieldMessages;
  }
}

const ruleOf = (
  error: AjvError,
): { field: string; rule: string; params: Record<string, string | number> } => {
  const base = error.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const p = error.params as Record<string, unknown>;
  if (error.keyword === "required") {
    const missing = String(p.missingProperty);
    return { field: base ? `${base}.${missing}` : missing, rule: "required", params: {} };
  }
  if (error.keyword === "additionalProperties") {
    const extra = String(p.additionalProperty);
    return { field: base ? `${base}.${extra}` : extra, rule: "unknownField", params: {} };
  }
  // An empty required string fails minLength 1: show it as "required", like the forms do.
  if (error.keyword === "minLength" && p.limit === 1) return { field: base, rule: "required", params: {} };
  if (error.keyword === "format") {
    return {
      field: base,
      rule:
        p.format === "email" ? "email" : p.format === "date-time" || p.format === "date" ? "date" : "invalid",
      params: {},
    };
  }
  const known = ["minLength", "maxLength", "minimum", "maximum", "type", "enum", "pattern"];
  return {
    field: base || "body",
    rule: known.includes(error.keyword) ? error.keyword : "invalid",
    params: typeof p.limit === "number" ? { limit: p.limit } : {},
  };
};

function schemaErrorsToFields(request: FastifyRequest, errors: AjvError[]): FieldErrors {
  const custom = request.routeOptions.config?.messages ?? {};
  const rules: Record<string, { rule: string; params: Record<string, string | number> }[]> = {};
  for (const error of errors) {
    const { field, rule, params } = ruleOf(error);
    (rules[field] ??= []).push({ rule, params });
  }
  const fields: Record<string, MessageRef[]> = {};
  for (const [field, failed] of Object.entries(rules)) {
    // An empty required field shows only "required", as the forms do, not also its format or length rule.
    const shown = failed.some((f) => f.rule === "required")
      ? failed.filter((f) => f.rule === "required").slice(0, 1)
      : failed;
    fields[field] = shown.map(({ rule, params }) => ({
      key: custom[field]?.[rule] ?? `validation.${rule}`,
      params,
    }));
  }
  return fields;
}

function render(request: FastifyRequest, ref: MessageRef): string {
  const locale = pickLocale(request.headers);
  return typeof ref === "string" ? translate(locale, ref) : translate(locale, ref.key, ref.params);
}

function renderFields(request: FastifyRequest, fields: FieldErrors) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, refs]) => [
      field,
      (Array.isArray(refs) ? refs : [refs]).map((r) => render(request, r)),
    ]),
  );
}

/** One answer shape for every failure (DESIGN §4): { message, errors? }, in the request's language; 5xx masked. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const locale = pickLocale(request.headers);
    if (error instanceof HttpError) {
      const errors = error.fieldErrors ? renderFields(request, error.fieldErrors) : undefined;
      const firstFieldMessage = errors ? Object.values(errors)[0]?.[0] : undefined;
      const message =
        error.messageKey === "errors.validation" && firstFieldMessage
          ? firstFieldMessage
          : translate(locale, error.messageKey, error.params);
      if (error.statusCode === 429) reply.header("retry-after", String(error.params.seconds ?? 60));
      return reply.status(error.statusCode).send(errors ? { message, errors } : { message });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors = renderFields(request, schemaErrorsToFields(request, fastifyError.validation));
      return reply
        .status(422)
        .send({ message: Object.values(errors)[0]?.[0] ?? translate(locale, "errors.validation"), errors });
    }
    // The multipart reader (busboy) throws plain Errors for a broken form: the client's fault, not ours.
    const brokenForm = /^(Multipart: |Malformed part header|Unexpected end of (form|multipart))/.test(
      error.message,
    );
    const status = fastifyError.statusCode ?? (brokenForm ? 400 : 500);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: translate(locale, "errors.server") });
    }
    const keyByStatus: Record<number, string> = {
      401: "errors.unauthenticated",
      403: "errors.forbidden",
      404: "errors.notFound",
      413: "errors.tooLarge",
      415: "errors.unsupportedMedia",
      429: "errors.tooManyRequests",
    };
    request.log.info({ err: error }, "client error");
    return reply
      .status(status)
      .send({ message: translate(locale, keyByStatus[status] ?? "errors.badRequest", { seconds: 60 }) });
  });
});
