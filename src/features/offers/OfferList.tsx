/**
 * The offers: cards on phones, a table on laptops (CSS shows one; the other is display:none, so out of the
 * accessibility tree too). Each offer: lender, amount, rate and type, tenure, EMI, processing fee with GST, net
 * disbursed, total cost, APR, penal charges and its Key Fact Statement. The lender's logo stands beside its name; the
 * first offer's loads at once, the others' as they come near.
 */
import { formatRupees, formatRupeesAndPaise } from "../../../domain/format.ts"
import type { OfferSummary } from "../../../domain/offers-api.ts"
import { currentLocale } from "../../../i18n/locale.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { Link } from "../../ui/Link.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LenderLogo } from "./LenderLogo.tsx"

/** ₹2,415.14: rupees and paise, Indian grouping. */
export const rupeesAndPaise = formatRupeesAndPaise

const rateText = (o: OfferSummary) =>
  `${o.ratePercent}% ${o.rateType === "fixed" ? m.offers_rate_fixed() : m.offers_rate_floating()}`

const feeText = (o: OfferSummary) =>
  m.offers_fee_with_gst({ fee: rupeesAndPaise(o.processingFee), gst: rupeesAndPaise(o.processingFeeGst) })

export const kfsHref = (o: Pick<OfferSummary, "proposalNumber">) =>
  `/offers/kfs/${encodeURIComponent(o.proposalNumber)}`

export const chooseHref = (o: Pick<OfferSummary, "proposalNumber">) =>
  `/offers/choose/${encodeURIComponent(o.proposalNumber)}`

/** "Choose this offer": the lender named for assistive technology, as each card and row has one. */
function ChooseButton({ offer }: { readonly offer: OfferSummary }) {
  return (
    <LinkButton
      href={chooseHref(offer)}
      variant="primary"
      className="offer-choose"
      aria-label={m.offers_choose_button_label({ lender: offer.lender.legalName })}
    >
      {m.offers_choose_button()}
    </LinkButton>
  )
}

/**
 * The lender's penal charges in the page's language: staff write them in English and Hindi (/admin/lenders); where
 * the Hindi is not written yet, the Hindi page shows the English, marked as English for screen readers.
 */
export function PenalCharges({ offer }: { readonly offer: Pick<OfferSummary, "penalCharges" | "penalChargesHi"> }) {
  if (currentLocale() !== "hi") return offer.penalCharges
  return offer.penalChargesHi ?? <span lang="en">{offer.penalCharges}</span>
}

const capped = (o: OfferSummary) =>
  o.cappedBy === "foir" ? m.offers_capped_foir() : o.cappedBy === "lender-maximum" ? m.offers_capped_lender() : null

/** The figures of one offer, in the order a card lists them. */
const figures = (o: OfferSummary): ReadonlyArray<readonly [string, React.ReactNode]> => [
  [m.offers_col_apr(), `${o.apr}%`],
  [m.offers_col_emi(), rupeesAndPaise(o.emi)],
  [m.offers_col_amount(), formatRupees(o.amount)],
  [m.offers_col_rate(), rateText(o)],
  [m.offers_col_tenure(), m.offers_months({ months: o.tenureMonths })],
  [m.offers_col_fee(), feeText(o)],
  [m.offers_col_net(), rupeesAndPaise(o.netDisbursed)],
  [m.offers_col_total(), rupeesAndPaise(o.totalCost)],
  [m.offers_col_penal(), <PenalCharges key="penal" offer={o} />]
]

export function OfferList({ offers }: { readonly offers: ReadonlyArray<OfferSummary> }) {
  return (
    <>
      <ol className="offer-cards" aria-label={m.offers_title()}>
        {offers.map((o, i) => (
          <li key={o.proposalNumber} className="offer-card">
            <h3 className="offer-card__lender">
              <LenderLogo logo={o.lender.logo} size="medium" lazy={i > 0} />
              <span>{o.lender.legalName}</span>
            </h3>
            {capped(o) && <p className="offer-card__capped">{capped(o)}</p>}
            <dl className="offer-card__figures">
              {figures(o).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className="offer-card__actions">
              <ChooseButton offer={o} />
              <Link href={kfsHref(o)} className="offer-card__kfs">
                {m.offers_kfs_link()}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <div className="offer-table__wrap">
        <table className="offer-table">
          <caption className="visually-hidden">{m.offers_title()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.offers_col_lender()}</th>
              <th scope="col">{m.offers_col_apr()}</th>
              <th scope="col">{m.offers_col_emi()}</th>
              <th scope="col">{m.offers_col_amount()}</th>
              <th scope="col">{m.offers_col_rate()}</th>
              <th scope="col">{m.offers_col_tenure()}</th>
              <th scope="col">{m.offers_col_fee()}</th>
              <th scope="col">{m.offers_col_net()}</th>
              <th scope="col">{m.offers_col_total()}</th>
              <th scope="col">{m.offers_col_penal()}</th>
              <th scope="col">{m.offers_col_kfs()}</th>
              <th scope="col">
                <span className="visually-hidden">{m.offers_choose_button()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((o, i) => (
              <tr key={o.proposalNumber}>
                <th scope="row">
                  <span className="offer-table__lender">
                    <LenderLogo logo={o.lender.logo} size="small" lazy={i > 2} />
                    <span>{o.lender.legalName}</span>
                  </span>
                  {capped(o) && <span className="offer-table__capped">{capped(o)}</span>}
                </th>
                <td className="offer-table__apr">{o.apr}%</td>
                <td>{rupeesAndPaise(o.emi)}</td>
                <td>{formatRupees(o.amount)}</td>
                <td>{rateText(o)}</td>
                <td>{m.offers_months({ months: o.tenureMonths })}</td>
                <td>{feeText(o)}</td>
                <td>{rupeesAndPaise(o.netDisbursed)}</td>
                <td>{rupeesAndPaise(o.totalCost)}</td>
                <td className="offer-table__penal">
                  <PenalCharges offer={o} />
                </td>
                <td>
                  <Link href={kfsHref(o)}>{m.offers_kfs_link()}</Link>
                </td>
                <td>
                  <ChooseButton offer={o} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
