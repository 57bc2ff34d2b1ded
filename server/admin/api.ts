/**
 * The contract of domain/admin-api.ts as this server serves it: every payload issue decoded at once, as for the public
 * API (server/http/api.ts). Every back-office group is built against this value.
 */
import { HttpApi } from "effect/http-api"
import { AdminApi } from "../../domain/admin-api.ts"

export const ServerAdminApi = AdminApi.annotate(HttpApi.PayloadParseOptions, { errors: "all" })
