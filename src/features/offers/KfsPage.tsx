/**
 * The Key Fact Statement (issue 31, section 4; RBI circular of 15 April 2024, Annex A Parts 1 and 2, Annex B): the
 * loan's figures with every charge and its payee, the APR and how it is worked out, the contingent charges, the
 * lender's grievance officer and cooling-off period, our details as the lending service provider, and the repayment
 * schedule; valid until its date. The print stylesheet (offers.css) gives a clean "Save as PDF".
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Heading } from "react-aria-components"
import { useParams } from "wouter"
import { annexB } from "../../../domain/annex-b.ts"
import { formatLongDate, formatRupees } from "../../../domain/format.ts"
import type { KeyFactStatement } from "../../../domain/offers-api.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { company } from "../../content/company.ts"
import { Button } from "../../ui/Button.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { LenderLogo } from "./LenderLogo.tsx"
import { liveKfsMachine } from "./live.ts"
import { PenalCharges, rupeesAndPaise } from "./OfferList.tsx"
import "./offers.css"

const percentPrepaid = (percent: number) =>
  percent === 0 ? m.offers_kfs_none() : m.offers_kfs_percent_prepaid({ percent })

/** The RBI's Annex B illustration of the APR, item by item for this offer (domain/annex-b.ts). */
function AnnexBTable({ kfs }: { readonly kfs: KeyFactStatement }) {
  const a = annexB(kfs)
  const rows: ReadonlyArray<readonly [string, string]> = [
    [m.offers_kfs_annex_sanctioned(), formatRupees(a.sanctionedAmount)],
    [m.offers_kfs_annex_term(), m.offers_months({ months: a.termMonths })],
    [
      m.offers_kfs_annex_instalments(),
      m.offers_kfs_annex_monthly({ count: a.instalments.count, emi: rupeesAndPaise(a.instalments.amount) })
    ],
    [m.offers_kfs_annex_commencement(), m.offers_kfs_annex_commencement_value()],
    [m.offers_kfs_annex_rate_type(), a.rateType === "fixed" ? m.offers_rate_fixed() : m.offers_rate_floating()],
    [m.offers_kfs_annex_rate(), m.offers_kfs_annex_rate_value({ rate: a.ratePercent })],
    [m.offers_kfs_annex_interest(), rupeesAndPaise(a.totalInterest)],
    [m.offers_kfs_annex_to_lender(), rupeesAndPaise(a.chargesToLender)],
    [m.offers_kfs_annex_to_third(), rupeesAndPaise(a.chargesToThirdParties)],
    [m.offers_kfs_annex_net(), rupeesAndPaise(a.netDisbursed)],
    [m.offers_kfs_annex_total(), rupeesAndPaise(a.totalToPay)],
    [m.offers_kfs_annex_apr(), `${a.apr}%`],
    [m.offers_kfs_annex_disbursal(), m.offers_kfs_annex_disbursal_value()],
    [m.offers_kfs_annex_due(), m.offers_kfs_annex_due_value()]
  ]
  return (
    <div className="kfs__table-wrap">
      <table>
        <caption>{m.offers_kfs_annex_caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.offers_kfs_annex_item()}</th>
            <th scope="col">{m.offers_kfs_annex_value()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([item, value]) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Statement({ kfs, proposalNumber }: { readonly kfs: KeyFactStatement; readonly proposalNumber: string }) {
  const o = kfs.offer
  const rows: ReadonlyArray<readonly [string, string]> = [
    [m.offers_kfs_lender(), kfs.lender.legalName],
    [m.offers_kfs_amount(), formatRupees(o.amount)],
    [m.offers_kfs_tenure(), m.offers_months({ months: o.tenureMonths })],
    [m.offers_kfs_instalments(), String(o.tenureMonths)],
    [m.offers_kfs_emi(), rupeesAndPaise(o.emi)],
    [
      m.offers_kfs_rate(),
      `${o.ratePercent}% ${o.rateType === "fixed" ? m.offers_rate_fixed() : m.offers_rate_floating()}`
    ],
    [m.offers_kfs_net(), rupeesAndPaise(o.netDisbursed)],
    [m.offers_kfs_total_interest(), rupeesAndPaise(o.totalInterest)],
    [m.offers_kfs_total_paid(), rupeesAndPaise(o.emi * o.tenureMonths)],
    [m.offers_kfs_apr(), `${o.apr}%`]
  ]
  const charges = [
    { name: m.offers_kfs_processing(), amount: o.processingFee, payee: "lender" as const },
    { name: m.offers_kfs_gst(), amount: o.processingFeeGst, payee: "lender" as const },
    ...kfs.otherCharges.flatMap((c) => [
      { name: c.name, amount: c.amount, payee: c.payee },
      ...(c.gst > 0 ? [{ name: `${c.name}: ${m.offers_kfs_gst()}`, amount: c.gst, payee: c.payee }] : [])
    ])
  ]
  return (
    <>
      <p className="kfs__lender">
        <LenderLogo logo={kfs.lender.logo} size="large" />
        <span>{kfs.lender.legalName}</span>
      </p>
      <p className="kfs__meta">{m.offers_kfs_proposal({ number: proposalNumber })}</p>
      <p className="kfs__meta">{m.offers_kfs_valid_until({ date: formatLongDate(kfs.validUntil) })}</p>

      <section aria-labelledby="kfs-part1">
        <h2 id="kfs-part1">{m.offers_kfs_part1()}</h2>
        <div className="kfs__table-wrap">
          <table>
            <tbody>
              {rows.map(([term, value]) => (
                <tr key={term}>
                  <th scope="row">{term}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>{m.offers_kfs_fees()}</h3>
        <div className="kfs__table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{m.offers_kfs_charge()}</th>
                <th scope="col">{m.offers_kfs_charge_amount()}</th>
                <th scope="col">{m.offers_kfs_payee()}</th>
              </tr>
            </thead>
            <tbody>
              {charges.map((c) => (
                <tr key={c.name}>
                  <td>{c.name}</td>
                  <td>{rupeesAndPaise(c.amount)}</td>
                  <td>{c.payee === "lender" ? m.offers_kfs_payee_lender() : m.offers_kfs_payee_third()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>{m.offers_kfs_contingent()}</h3>
        <div className="kfs__table-wrap">
          <table>
            <tbody>
              <tr>
                <th scope="row">{m.offers_kfs_penal()}</th>
                <td>
                  <PenalCharges offer={o} />
                </td>
              </tr>
              <tr>
                <th scope="row">{m.offers_kfs_bounce()}</th>
                <td>{rupeesAndPaise(o.bounceCharge)}</td>
              </tr>
              <tr>
                <th scope="row">{m.offers_kfs_foreclosure()}</th>
                <td>{percentPrepaid(o.foreclosurePercent)}</td>
              </tr>
              <tr>
                <th scope="row">{m.offers_kfs_part_prepayment()}</th>
                <td>{percentPrepaid(o.partPrepaymentPercent)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="kfs-part2">
        <h2 id="kfs-part2">{m.offers_kfs_part2()}</h2>
        <p>{m.offers_kfs_recovery()}</p>
        <h3>{m.offers_kfs_grievance()}</h3>
        <p>
          {kfs.lender.grievanceOfficer.name}, {kfs.lender.legalName}
          <br />
          {kfs.lender.grievanceOfficer.phone} · {kfs.lender.grievanceOfficer.email}
        </p>
        <h3>{m.offers_kfs_cooling_off()}</h3>
        <p>{m.offers_kfs_cooling_off_days({ days: kfs.lender.coolingOffDays })}</p>
        <h3>{m.offers_kfs_lsp()}</h3>
        <p>
          {company.legalName} ({company.brandName})
          <br />
          {company.headOffice.lines.join(", ")}
          <br />
          {company.grievanceOfficer.name}, {company.grievanceOfficer.designation}:{" "}
          {company.grievanceOfficer.phone.display} · {company.grievanceOfficer.email}
        </p>
      </section>

      <section aria-labelledby="kfs-apr">
        <h2 id="kfs-apr">{m.offers_kfs_apr_computation()}</h2>
        <AnnexBTable kfs={kfs} />
        <p>
          {m.offers_kfs_apr_steps({
            net: rupeesAndPaise(o.netDisbursed),
            count: o.tenureMonths,
            emi: rupeesAndPaise(o.emi),
            apr: o.apr
          })}
        </p>
      </section>

      <section aria-labelledby="kfs-schedule">
        <h2 id="kfs-schedule">{m.offers_kfs_schedule()}</h2>
        <div className="kfs__table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{m.offers_kfs_col_month()}</th>
                <th scope="col">{m.offers_kfs_col_instalment()}</th>
                <th scope="col">{m.offers_kfs_col_principal()}</th>
                <th scope="col">{m.offers_kfs_col_interest()}</th>
                <th scope="col">{m.offers_kfs_col_balance()}</th>
              </tr>
            </thead>
            <tbody>
              {kfs.schedule.map((row) => (
                <tr key={row.month}>
                  <td>{row.month}</td>
                  <td>{rupeesAndPaise(row.instalment)}</td>
                  <td>{rupeesAndPaise(row.principal)}</td>
                  <td>{rupeesAndPaise(row.interest)}</td>
                  <td>{rupeesAndPaise(row.closing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}

export default function KfsPage() {
  const { proposalNumber = "" } = useParams<{ proposalNumber: string }>()
  const actor = useActorRef(liveKfsMachine, { input: { proposalNumber: decodeURIComponent(proposalNumber) } })
  const state = useSelector(actor, (s) => s.value)
  const { statement, failure, proposalNumber: number } = useSelector(actor, (s) => s.context)

  return (
    <article className="kfs container" aria-labelledby="kfs-title" aria-busy={state === "loading"}>
      <Heading level={1} id="kfs-title">
        {m.offers_kfs_title()}
      </Heading>
      {state === "loading" && <LoadingState label={m.offers_kfs_loading()} />}
      {state === "notFound" && <p role="alert">{m.offers_kfs_not_found()}</p>}
      {state === "failed" && (
        <div role="alert">
          <p>{failure}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: "Retry" })}>
            {m.offers_retry()}
          </Button>
        </div>
      )}
      {state === "loaded" && statement !== undefined && <Statement kfs={statement} proposalNumber={number} />}
      <div className="kfs__actions">
        {state === "loaded" && (
          <Button variant="primary" onPress={() => window.print()}>
            {m.offers_kfs_print()}
          </Button>
        )}
        <LinkButton href="/offers" variant="secondary">
          {m.offers_kfs_back()}
        </LinkButton>
      </div>
    </article>
  )
}
