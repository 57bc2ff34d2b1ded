/** Images uploaded in the back office for carousel slides, served at /api/carousel/images/:id. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE carousel_images (
      id text PRIMARY KEY,
      content_type text NOT NULL
        CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml')),
      bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
})
