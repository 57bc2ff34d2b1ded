/**
 * The lender catalogue in the back office: the newest version with its lenders and products, the history of
 * versions, and saving one lender's edit as the next version (domain/lender-edit.ts). A save carries the version it
 * was edited from; when someone saved a newer one meanwhile it is refused (409) and nothing is written.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { UnsupportedMediaType, ValidationError } from "../failures.ts"
import { LenderEdit } from "../lender-edit.ts"
import { Catalogue } from "../lenders.ts"
import { Ok, Text } from "./common.ts"
import { AdminNotFound, CatalogueChanged } from "./failures.ts"
import { AdminSession } from "./session.ts"

/** One version of the catalogue: who saved it, when, and what changed in one line. */
export const CatalogueVersion = Schema.Struct({
  version: Schema.Int,
  changedBy: Schema.String,
  createdAt: Schema.String,
  summary: Schema.String
})
export type CatalogueVersion = typeof CatalogueVersion.Type

/** What a save answers: the version it made and its changes in one line. */
export const SavedVersion = Schema.Struct({ version: Schema.Int, summary: Schema.String })
export type SavedVersion = typeof SavedVersion.Type

/** The history lists at most this many versions, newest first. */
export const catalogueHistoryLength = 50

export class AdminLendersGroup extends HttpApiGroup.make("lenders")
  .add(
    /** The newest version of the catalogue: its number, every lender (paused ones too) and every product. */
    HttpApiEndpoint.get("catalogue", "/lenders", { success: Ok(Catalogue) }),
    /** The versions, newest first. */
    HttpApiEndpoint.get("history", "/lenders/history", { success: Ok(Schema.Array(CatalogueVersion)) }),
    /** One lender's fields and its products' figures, saved as the next version of the whole catalogue. */
    HttpApiEndpoint.put("save", "/lenders/:id", {
      params: { id: Text(60) },
      payload: LenderEdit,
      success: Ok(SavedVersion),
      error: [AdminNotFound, CatalogueChanged, ValidationError, UnsupportedMediaType]
    })
  )
  .middleware(AdminSession) {}
