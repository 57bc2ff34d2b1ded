/**
 * The `Api` service: the calls of spec section 7 as typed Effects, `api.<group>.<endpoint>(request)`, read from the
 * contract in domain/api.ts (LoansApi). Only lazy routes import this file, so effect stays out of the / bundle.
 */
import { Context, Layer } from "effect"
import { LoansApi } from "../../domain/api.ts"
import { type ApiClient, type ApiClientOptions, type GroupsOf, makeApiClient } from "./api-client.ts"

export type LoansClient = ApiClient<GroupsOf<typeof LoansApi>>

export class Api extends Context.Service<Api, LoansClient>()("loans/browser/Api") {
  /** Same origin, the global fetch. */
  static readonly layer = Layer.sync(Api, () => makeApiClient(LoansApi))
  /** A fake fetch or another origin, for tests. */
  static readonly layerWith = (options: ApiClientOptions) => Layer.sync(Api, () => makeApiClient(LoansApi, options))
}
