/** The not-found page (spec section 2): any path the route table does not know. */

import { m } from "../../../i18n/paraglide/messages.js"
import { notFoundText } from "../../content/not-found.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import "./not-found.css"

export default function NotFoundPage() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {m.common_not_found_title()}
      </h1>
      <p className="not-found__text">{notFoundText()}</p>
      <LinkButton href="/" size="lg">
        {m.common_not_found_home()}
      </LinkButton>
    </section>
  )
}
