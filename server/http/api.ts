/**
 * The contract of domain/api.ts as this server serves it: every payload issue is decoded (not just the first), so a
 * 400 names each bad field at once. Every group is built against this value (the parse options travel with it).
 */
import { HttpApi } from "effect/http-api"
import { LoansApi } from "../../domain/api.ts"

export const ServerApi = LoansApi.annotate(HttpApi.PayloadParseOptions, { errors: "all" })
