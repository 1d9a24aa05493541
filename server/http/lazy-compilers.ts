import AjvCompiler from "@fastify/ajv-compiler";
import SerializerSelector from "@fastify/fast-json-stringify-compiler";
import type { FastifyServerOptions } from "fastify";

// Fastify compiles every route's validators (ajv) and response serializers (fast-json-stringify) while it starts:
// for this API's ~200 routes that is most of the start-up time. These factories compile each one on its first use
// instead, with Fastify's own compilers and options, so a restarted server answers within a second and routes no
// one calls cost nothing. A schema error then shows on the route's first call rather than at start.

interface Route {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

function lazyValidator(compile: () => Validate): Validate {
  let real: Validate | undefined;
  const validate: Validate = (data) => {
    real ??= compile();
    const result = real(data);
    // Fastify reads the ajv errors from the function it was given.
    validate.errors = real.errors;
    return result;
  };
  return validate;
}

function lazySerializer(compile: () => Serialize): Serialize {
  let real: Serialize | undefined;
  return (data) => (real ??= compile())(data);
}

/** Fastify's `schemaController` option: its default compilers, each run on a route's first request. */
export function lazySchemaCompilers(): FastifyServerOptions["schemaController"] {
  const validators = AjvCompiler();
  const serializers = SerializerSelector();
  const factory = {
    compilersFactory: {
      buildValidator: (...args: Parameters<typeof validators>) => {
        const compile = validators(...args) as unknown as (route: Route) => Validate;
        return (route: Route) => lazyValidator(() => compile(route));
      },
      buildSerializer: (...args: Parameters<typeof serializers>) => {
        const compile = serializers(...args) as unknown as (route: Route) => Serialize;
        return (route: Route) => lazySerializer(() => compile(route));
      },
    },
  };
  // Fastify types the factories by its own generics; the runtime contract is the one above.
  return factory as unknown as FastifyServerOptions["schemaController"];
}
