/**
 * Grievance Redressal (issue 14, point 1; RBI Digital Lending Directions): the grievance officer's name, e-mail,
 * phone and address (content/company.ts), a reply within 30 days, and escalation to the RBI's Integrated Ombudsman.
 * Below them (point 3): the grievance form and the status look-up, each a machine whose first state is in the
 * prerendered page.
 */
import { useActorRef } from "@xstate/react"
import { m } from "../../../i18n/paraglide/messages.js"
import { company } from "../../content/company.ts"
import { grievanceRedressal } from "../../content/legal.ts"
import { Link } from "../../ui/Link.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import { RichText } from "../../ui/RichText.tsx"
import "../../ui/pages.css"
import { GrievanceForm } from "./GrievanceForm.tsx"
import { GrievanceLookup } from "./GrievanceLookup.tsx"
import { liveGrievanceFormMachine, liveGrievanceLookupMachine } from "./grievance-live.ts"
import "./legal.css"

export default function GrievancePage() {
  const officer = company.grievanceOfficer
  const redressal = grievanceRedressal()
  const form = useActorRef(liveGrievanceFormMachine)
  const lookup = useActorRef(liveGrievanceLookupMachine)
  return (
    <>
      <PageHero eyebrow={company.brandName} title={redressal.title} lead={redressal.lead} />
      <section className="section" aria-labelledby="grievance-officer">
        <div className="container legal">
          <h2 id="grievance-officer">{m.legal_grievance_officer_heading()}</h2>
          <dl className="legal__contact">
            <div>
              <dt>{m.legal_grievance_officer_name()}</dt>
              <dd>
                <span translate="no">{officer.name}</span>, {officer.designation}
              </dd>
            </div>
            <div>
              <dt>{m.legal_grievance_officer_email()}</dt>
              <dd>
                <Link href={`mailto:${officer.email}`}>{officer.email}</Link>
              </dd>
            </div>
            <div>
              <dt>{m.legal_grievance_officer_phone()}</dt>
              <dd>
                <Link href={officer.phone.href}>{officer.phone.display}</Link> ({officer.hours})
              </dd>
            </div>
            <div>
              <dt>{m.legal_grievance_officer_address()}</dt>
              <dd>
                <address translate="no">
                  {company.legalName}
                  {company.headOffice.lines.map((line) => (
                    <span key={line} className="legal__address-line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          </dl>

          <section className="legal__section" aria-labelledby="grievance-how">
            <h2 id="grievance-how">{m.legal_grievance_how_heading()}</h2>
            <ol>
              {redressal.steps.map((step) => (
                <li key={step}>
                  <RichText copy={step} />
                </li>
              ))}
            </ol>
            <p>{redressal.lenderNote}</p>
            <p>
              <RichText copy={m.legal_grievance_also()} />
            </p>
          </section>

          <section className="grievance__panel" aria-labelledby="raise-grievance">
            <h2 id="raise-grievance">{m.legal_grievance_raise_heading()}</h2>
            <p>{m.legal_grievance_raise_lead()}</p>
            <GrievanceForm
              actor={form}
              onTrack={(number, mobile, token) => {
                lookup.send({ type: "Track", number, mobile, token })
                document.getElementById("track-grievance")?.scrollIntoView({ block: "start" })
              }}
            />
          </section>

          <section className="grievance__panel" aria-labelledby="track-grievance">
            <h2 id="track-grievance">{m.legal_grievance_track_heading()}</h2>
            <GrievanceLookup actor={lookup} />
          </section>
        </div>
      </section>
    </>
  )
}
