/**
 * A small client for an effect `HttpApi` contract: `fetch` plus Schema encode/decode, driven by the endpoint
 * definitions themselves (method, path, params, payload, headers, success and error schemas with their statuses),
 * read with `HttpApi.reflect`. There is no second description of the API: add an endpoint to domain/api.ts and it
 * appears here, typed.
 *
 * Why not `HttpApiClient`: it does the same job but brings effect's HttpClient, streams, SSE and NDJSON decoding;
 * scripts/bench-bundle.ts --compare measures both (see the report in docs/ or the script's output).
 *
 * Failures, each a tagged error:
 * - the contract's declared errors, decoded from the answer by status (e.g. `ValidationError` with the server's
 *   `message` and `errors`, `ApplicationNotFound`);
 * - `ValidationError` too when the request does not pass the contract's schemas locally (nothing is sent);
 * - `NetworkError` when no answer arrived;
 * - `ServerError` for an undeclared status or an answer that does not match its schema.
 */

import { Effect, Schema } from "effect"
import type { Brand } from "effect/Brand"
import { HttpApi, type HttpApiEndpoint, type HttpApiGroup, type HttpApiSchema } from "effect/http-api"
import { NetworkError, ServerError, ValidationError } from "../../domain/failures.ts"
import { issuesOf } from "../../domain/validation.ts"
import { intlTag } from "../../i18n/locale.ts"

type Simplify<A> = { [K in keyof A]: A[K] } & {}

/** A multipart payload is sent as the FormData itself (as effect's HttpApiClient does); the others as JSON. */
type PayloadType<P> = P extends Brand<HttpApiSchema.MultipartTypeId> | Brand<HttpApiSchema.MultipartStreamTypeId>
  ? FormData
  : P

/** The request of one endpoint: `params`, `query`, `payload` and `headers` where the endpoint declares them. */
export type EndpointRequest<E extends HttpApiEndpoint.ConstraintRequest> = Simplify<
  ([E["~Params"]] extends [never] ? {} : { readonly params: E["~Params"]["Type"] }) &
    ([E["~Query"]] extends [never] ? {} : { readonly query: E["~Query"]["Type"] }) &
    ([E["~Payload"]] extends [never] ? {} : { readonly payload: PayloadType<E["~Payload"]["Type"]> }) &
    ([E["~Headers"]] extends [never]
      ? {}
      : {} extends E["~Headers"]["Type"]
        ? { readonly headers?: E["~Headers"]["Type"] }
        : { readonly headers: E["~Headers"]["Type"] })
>

/** Every way a call can fail: the endpoint's declared errors (and its middleware's), no answer, or a bad answer. */
export type EndpointError<E extends HttpApiEndpoint.ConstraintRequest> =
  | HttpApiEndpoint.Errors<E>
  | NetworkError
  | ServerError

export type EndpointMethod<E extends HttpApiEndpoint.ConstraintRequest> = keyof EndpointRequest<E> extends never
  ? (request?: EndpointRequest<E>) => Effect.Effect<E["~Success"]["Type"], EndpointError<E>>
  : {} extends EndpointRequest<E>
    ? (request?: EndpointRequest<E>) => Effect.Effect<E["~Success"]["Type"], EndpointError<E>>
    : (request: EndpointRequest<E>) => Effect.Effect<E["~Success"]["Type"], EndpointError<E>>

/** `client.<group>.<endpoint>(request)`, the same shape as effect's HttpApiClient. */
export type ApiClient<Groups extends HttpApiGroup.Constraint> = {
  readonly [G in Groups as HttpApiGroup.Identifier<G>]: {
    readonly [E in Extract<
      HttpApiGroup.Endpoints<G>,
      HttpApiEndpoint.ConstraintRequest
    > as HttpApiEndpoint.Identifier<E>]: EndpointMethod<E>
  }
}

export type GroupsOf<Api> = Api extends HttpApi.HttpApi<infer _Id, infer Groups> ? Groups : never

export interface ApiClientOptions {
  /** Prepended to every path (the contract's paths already start with /api). Default: same origin. */
  readonly baseUrl?: string
  /** Default: the global fetch, looked up at call time (so the module loads outside a browser). */
  readonly fetch?: typeof globalThis.fetch
}

type AnySchema = Schema.Top
type ByStatus = ReadonlyMap<number, readonly [AnySchema, ...Array<AnySchema>]>

interface AnyRequest {
  readonly params?: unknown
  readonly query?: unknown
  readonly payload?: unknown
  readonly headers?: unknown
}

const oneOf = (schemas: ReadonlyArray<AnySchema>): AnySchema =>
  schemas.length === 1 ? schemas[0]! : Schema.Union(schemas)

/** The contract's schemas need no services to encode or decode. */
type Codec = (input: unknown) => Effect.Effect<unknown, Schema.SchemaError>
const encoder = (schema: AnySchema): Codec => Schema.encodeUnknownEffect(schema) as Codec
const decoder = (schema: AnySchema): Codec => Schema.decodeUnknownEffect(schema) as Codec

/** Request parts that fail the contract's schemas become the same ValidationError the server would answer. */
const invalidRequest = (error: Schema.SchemaError) => {
  const errors = issuesOf(error.issue).map((i) => ({ path: i.path.map(String).join("."), message: i.message }))
  return new ValidationError({ success: false, message: errors[0]?.message ?? "The request is not valid.", errors })
}

const messageOf = (body: unknown): string | undefined =>
  typeof body === "object" &&
  body !== null &&
  "message" in body &&
  typeof body.message === "string" &&
  body.message !== ""
    ? body.message
    : undefined

const pathParam = /:(\w+)(\?)?/gu

const makeEndpoint = (
  endpoint: HttpApiEndpoint.Top,
  successes: ByStatus,
  errors: ByStatus,
  options: ApiClientOptions
) => {
  const encodeParams = endpoint.params ? encoder(endpoint.params) : undefined
  const encodeQuery = endpoint.query ? encoder(endpoint.query) : undefined
  const encodeHeaders = endpoint.headers ? encoder(endpoint.headers) : undefined
  let payload: { contentType: string; encode: Codec } | undefined
  let multipart = false
  for (const [contentType, entry] of endpoint.payload) {
    if (entry.encoding._tag === "Multipart") {
      multipart = true
      continue
    }
    if (entry.encoding._tag !== "Json") {
      throw new Error(
        `api-client: ${endpoint.identifier} has a ${entry.encoding._tag} payload; only JSON and multipart are supported`
      )
    }
    payload = { contentType, encode: encoder(oneOf(entry.schemas)) }
  }
  const decoders = (map: ByStatus) =>
    new Map(Array.from(map, ([status, schemas]) => [status, decoder(oneOf(schemas))] as const))
  const decodeSuccess = decoders(successes)
  const decodeError = decoders(errors)
  const method = endpoint.method.toUpperCase()

  return (request: AnyRequest = {}) =>
    Effect.gen(function* () {
      let path: string = endpoint.path
      if (encodeParams) {
        const params = (yield* encodeParams(request.params ?? {})) as Record<string, string | undefined>
        path = path.replace(pathParam, (_, name: string) => {
          const value = params[name]
          return value === undefined || value === "" ? "" : encodeURIComponent(value)
        })
      }
      if (encodeQuery && request.query !== undefined) {
        const query = (yield* encodeQuery(request.query)) as Record<string, string | ReadonlyArray<string> | undefined>
        const search = new URLSearchParams()
        for (const [key, value] of Object.entries(query)) {
          for (const v of value === undefined ? [] : typeof value === "string" ? [value] : value) search.append(key, v)
        }
        const text = search.toString()
        if (text) path += `?${text}`
      }
      // The page's language: the server words its validation messages and SMS in it (server/http/validation.ts).
      const headers: Record<string, string> = { accept: "application/json", "accept-language": intlTag() }
      if (encodeHeaders) {
        const encoded = (yield* encodeHeaders(request.headers ?? {})) as Record<string, string | undefined>
        for (const [key, value] of Object.entries(encoded)) if (value !== undefined) headers[key] = value
      }
      let body: string | FormData | undefined
      if (multipart && typeof FormData !== "undefined" && request.payload instanceof FormData) {
        body = request.payload // fetch writes the multipart content type with its boundary
      } else if (payload) {
        body = JSON.stringify(yield* payload.encode(request.payload))
        headers["content-type"] = payload.contentType
      }
      return { url: `${options.baseUrl ?? ""}${path}`, headers, body }
    }).pipe(
      Effect.catchTag("SchemaError", (error) => Effect.fail(invalidRequest(error))),
      Effect.flatMap(({ url, headers, body }) =>
        Effect.tryPromise({
          try: async (signal) => {
            const response = await (options.fetch ?? globalThis.fetch)(url, {
              method,
              headers,
              signal,
              credentials: "same-origin",
              ...(body === undefined ? {} : { body })
            })
            const text = await response.text()
            let json: unknown
            if (text !== "") {
              try {
                json = JSON.parse(text)
              } catch {
                json = text
              }
            }
            return { status: response.status, json }
          },
          catch: (cause) =>
            new NetworkError({ message: cause instanceof Error ? cause.message : "The server could not be reached." })
        })
      ),
      Effect.flatMap(({ status, json }): Effect.Effect<unknown, unknown> => {
        const success = decodeSuccess.get(status)
        if (success) {
          return success(json).pipe(
            Effect.mapError(() => new ServerError({ status, message: "The answer could not be read." }))
          )
        }
        const declared = decodeError.get(status)
        const undeclared = new ServerError({ status, message: messageOf(json) })
        if (declared) {
          return declared(json).pipe(
            Effect.matchEffect({ onFailure: () => Effect.fail(undeclared), onSuccess: (error) => Effect.fail(error) })
          )
        }
        return Effect.fail(undeclared)
      })
    )
}

/** Builds `client.<group>.<endpoint>(request)` for every endpoint of an HttpApi contract. */
export const makeApiClient = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  options: ApiClientOptions = {}
): ApiClient<Groups> => {
  const client: Record<string, Record<string, unknown>> = {}
  HttpApi.reflect(api, {
    onGroup: ({ group }) => {
      client[group.identifier] = {}
    },
    onEndpoint: ({ group, endpoint, successes, errors }) => {
      client[group.identifier]![endpoint.identifier] = makeEndpoint(endpoint, successes, errors, options)
    }
  })
  return client as ApiClient<Groups>
}
