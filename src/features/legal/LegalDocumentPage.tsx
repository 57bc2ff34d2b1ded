/** The Privacy Policy and the Terms of Use (issue 14, point 1): one view, the document from content/legal.ts. */
import { m } from "../../../i18n/paraglide/messages.js"
import { company } from "../../content/company.ts"
import { type LegalDocument, privacyPolicy, termsOfUse } from "../../content/legal.ts"
import { PageHero } from "../../ui/PageHero.tsx"
import { RichText } from "../../ui/RichText.tsx"
import "../../ui/pages.css"
import "./legal.css"

const documents = { privacy: privacyPolicy, terms: termsOfUse } as const satisfies Record<string, () => LegalDocument>

export default function LegalDocumentPage({ document }: { readonly document: keyof typeof documents }) {
  const doc = documents[document]()
  return (
    <>
      <PageHero eyebrow={company.brandName} title={doc.title} lead={doc.lead} />
      <section className="section" aria-label={doc.title}>
        <div className="container legal">
          <p className="legal__version">{m.legal_doc_version({ version: doc.version })}</p>
          <nav className="legal__contents" aria-labelledby="legal-contents">
            <h2 id="legal-contents" className="legal__contents-title">
              {m.legal_doc_contents()}
            </h2>
            <ol>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {doc.sections.map((section) => (
            <section key={section.id} className="legal__section" aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>
                  <RichText copy={p} />
                </p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>
                      <RichText copy={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </section>
    </>
  )
}
