/** The `lenders` group of domain/admin-api.ts: the catalogue, its versions, and saving one lender's edit. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AdminNotFound, adminMessages, CatalogueChanged, catalogueHistoryLength } from "../../../domain/admin-api.ts"
import { ValidationError } from "../../../domain/api.ts"
import { validationError } from "../../http/validation.ts"
import { ServerAdminApi } from "../api.ts"
import { AdminLenders } from "./repo.ts"

export const AdminLendersHttp = HttpApiBuilder.group(
  ServerAdminApi,
  "lenders",
  Effect.fn(function* (handlers) {
    const lenders = yield* AdminLenders
    return handlers
      .handle("catalogue", () => Effect.map(lenders.catalogue, (data) => ({ success: true as const, data })))
      .handle("history", () =>
        Effect.map(lenders.history(catalogueHistoryLength), (data) => ({ success: true as const, data }))
      )
      .handle("save", ({ params, payload }) =>
        lenders.save(params.id, payload).pipe(
          Effect.map((data) => ({ success: true as const, data })),
          Effect.catchTag("LenderNotFound", () =>
            Effect.fail(new AdminNotFound({ success: false, message: adminMessages.noLender }))
          ),
          Effect.catchTag("ProductNotFound", ({ index }) =>
            Effect.fail(
              new ValidationError({
                success: false,
                message: adminMessages.noProduct,
                errors: [{ path: `products.${index}.loanType`, message: adminMessages.noProduct }]
              })
            )
          ),
          Effect.catchTag("CatalogueStale", ({ version }) =>
            Effect.fail(new CatalogueChanged({ success: false, message: adminMessages.catalogueChanged, version }))
          ),
          Effect.catchTag("EditInvalid", ({ issue }) => Effect.fail(validationError(issue)))
        )
      )
  })
)
