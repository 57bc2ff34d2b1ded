/** What the law makes us keep after an erasure, each with its reason (domain/erasure.ts). */
import { keptAfterErasure } from "../../../domain/erasure.ts"
import { m } from "../../../i18n/paraglide/messages.js"

export function Kept() {
  return (
    <section className="my-data__kept card" aria-labelledby="kept-title">
      <h2 id="kept-title">{m.my_data_kept_title()}</h2>
      <ul>
        {keptAfterErasure().map((k) => (
          <li key={k.what}>
            <strong>{k.what}.</strong> {k.why}
          </li>
        ))}
      </ul>
    </section>
  )
}
