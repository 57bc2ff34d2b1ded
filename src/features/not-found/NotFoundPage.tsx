/** The not-found page (spec section 2): unknown routes, and screens that are not built yet. */

import { LinkButton } from "../../ui/LinkButton.tsx"
import { useDocumentMeta } from "../../ui/meta.ts"
import "./not-found.css"

export const notFoundText = "The page you are looking for doesn't exist or has been moved"

export default function NotFoundPage() {
  useDocumentMeta({ title: "Page Not Found", description: notFoundText, indexable: false })
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        Page not found
      </h1>
      <p className="not-found__text">{notFoundText}</p>
      <LinkButton href="/" size="lg">
        Go to Home
      </LinkButton>
    </section>
  )
}
