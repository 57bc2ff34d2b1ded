/**
 * The app runtime: every browser service in one layer, built once on first use (ManagedRuntime is lazy, so
 * importing this file touches no browser API). Only lazy routes import it.
 */
import { Layer, ManagedRuntime } from "effect"
import { Api } from "./api.ts"
import { Clipboard } from "./clipboard.ts"
import { Storage } from "./storage.ts"
import { WebShare } from "./web-share.ts"

export const AppLayer = Layer.mergeAll(Api.layer, Clipboard.layer, Storage.layer, WebShare.layer)

/** What an Effect run by the app may require. */
export type AppServices = Api | Clipboard | Storage | WebShare

export const appRuntime: ManagedRuntime.ManagedRuntime<AppServices, never> = ManagedRuntime.make(AppLayer)
