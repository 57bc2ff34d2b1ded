/**
 * Grievance Redressal (issue 14, point 1; RBI Digital Lending Directions): the grievance officer's name, e-mail,
 * phone and address (content/company.ts), a reply within 30 days, and escalation to the RBI's Integrated Ombudsman.
 * Below them (point 3): the grievance form and the status look-up, each a machine whose first state is in the
 * prerendered page.
 */
import { useActorRef } from "@xstate/react"
import { company } from "../../content/company.ts"
import { grievanceRedressal } from "../../content/legal.ts"
import { Link } from "../../ui/Link.tsx"
import { RichText } from "../../ui/RichText.tsx"
import { PageHero } from "../pages/PageHero.tsx"
import "../pages/pages.css"
import { GrievanceForm } from "./GrievanceForm.tsx"
import { GrievanceLookup } from "./GrievanceLookup.tsx"
import { liveGrievanceFormMachine, liveGrievanceLookupMachine } from "./grievance-live.ts"
import "./legal.css"

export default function GrievancePage() {
  const officer = company.grievanceOfficer
  const form = useActorRef(liveGrievanceFormMachine)
  const lookup = useActorRef(liveGrievanceLookupMachine)
  return (
    <>
      <PageHero eyebrow={company.brandName} title={grievanceRedressal.title} lead={grievanceRedressal.lead} />
      <section className="section" aria-labelledby="grievance-officer">
        <div className="container legal">
          <h2 id="grievance-officer">Grievance Officer</h2>
          <dl className="legal__contact">
            <div>
              <dt>Name</dt>
              <dd>
                {officer.name}, {officer.designation}
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <Link href={`mailto:${officer.email}`}>{officer.email}</Link>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <Link href={officer.phone.href}>{officer.phone.display}</Link> ({officer.hours})
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <address>
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
            <h2 id="grievance-how">How we handle your grievance</h2>
            <ol>
              {grievanceRedressal.steps.map((step) => (
                <li key={step}>
                  <RichText copy={step} />
                </li>
              ))}
            </ol>
            <p>{grievanceRedressal.lenderNote}</p>
            <p>
              You can also <Link href="#raise-grievance">raise a grievance online</Link> and{" "}
              <Link href="#track-grievance">check its status</Link> here.
            </p>
          </section>

          <section className="grievance__panel" aria-labelledby="raise-grievance">
            <h2 id="raise-grievance">Raise a grievance</h2>
            <p>
              Tell us what went wrong. You get a grievance number at once, and our Grievance Officer replies within 30
              days.
            </p>
            <GrievanceForm
              actor={form}
              onTrack={(number, mobile, token) => {
                lookup.send({ type: "Track", number, mobile, token })
                document.getElementById("track-grievance")?.scrollIntoView({ block: "start" })
              }}
            />
          </section>

          <section className="grievance__panel" aria-labelledby="track-grievance">
            <h2 id="track-grievance">Check your grievance status</h2>
            <GrievanceLookup actor={lookup} />
          </section>
        </div>
      </section>
    </>
  )
}
