/**
 * Enquiries: search by tracking ID, name or mobile; filters by status, loan type, Self/Referral and lender (a lender's
 * queue: the enquiries made from its offers, chosen from the catalogue's lenders, or those made without an offer);
 * pages of 20. A person who asked not to be called is flagged "Messages
 * only" beside their mobile.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useState } from "react"
import { Form, Heading } from "react-aria-components"
import { type EnquiryFilter, emptyFilter, enquiryQueryOf, noLender } from "../../../domain/admin-api.ts"
import { applicationStatuses } from "../../../domain/application-status.ts"
import { formatLongDate } from "../../../domain/format.ts"
import { loanProducts } from "../../../domain/loan-products.ts"
import { listMessages } from "../../../machines/admin-enquiries.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { Link } from "../../ui/Link.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { Pager } from "../../ui/Pager.tsx"
import { SelectField } from "../../ui/SelectField.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { AdminTable } from "./AdminTable.tsx"
import { liveAdminEnquiriesMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

const any = { id: "", label: "Any" }

/** The CSV export of what the list shows (all pages), by the searched filter. */
/** The CSV export of what is searched: the same query as the list's, without the page. */
const exportHref = (f: EnquiryFilter): string => {
  const text = new URLSearchParams(enquiryQueryOf(f) as Record<string, string>).toString()
  return `/api/admin/export/enquiries.csv${text === "" ? "" : `?${text}`}`
}

export function EnquiriesView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminEnquiriesMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { result, error, page, filter: searched, lenders } = useSelector(actor, (s) => s.context)
  const [filter, setFilter] = useState<EnquiryFilter>(emptyFilter)
  const pages = result === undefined ? 1 : Math.max(1, Math.ceil(result.total / result.pageSize))
  const search = (next: EnquiryFilter) => {
    setFilter(next)
    actor.send({ type: "Search", filter: next })
  }

  return (
    <section aria-labelledby="admin-enquiries-title" aria-busy={state === "loading"}>
      <Heading level={1} id="admin-enquiries-title">
        Enquiries
      </Heading>
      <Form
        role="search"
        aria-label="Find enquiries"
        className="admin-filters"
        onSubmit={(e) => {
          e.preventDefault()
          search(filter)
        }}
      >
        <TextField
          label="Search"
          description="Tracking ID, name or mobile"
          type="search"
          value={filter.q}
          onChange={(q) => setFilter({ ...filter, q })}
        />
        <SelectField
          label="Status"
          value={filter.status}
          options={[any, ...applicationStatuses.map((s) => ({ id: s, label: s }))]}
          onChange={(status) => search({ ...filter, status: status as EnquiryFilter["status"] })}
        />
        <SelectField
          label="Loan type"
          value={filter.loanType}
          options={[any, ...loanProducts.map((p) => ({ id: p.name, label: p.name }))]}
          onChange={(loanType) => search({ ...filter, loanType })}
        />
        <SelectField
          label="Application type"
          value={filter.applicationType}
          options={[any, { id: "Self", label: "Self" }, { id: "Referral", label: "Referral" }]}
          onChange={(t) => search({ ...filter, applicationType: t as EnquiryFilter["applicationType"] })}
        />
        <SelectField
          label="Lender"
          value={filter.lender}
          placeholder="Any lender"
          options={[
            { id: "", label: "Any lender" },
            { id: noLender, label: "No lender (not from an offer)" },
            ...(lenders ?? []).map((l) => ({ id: l.id, label: l.name }))
          ]}
          onChange={(lender) => search({ ...filter, lender })}
        />
        {lenders === null && <p className="admin__error">{listMessages.lendersFailed}</p>}
        <Button type="submit">Search</Button>
      </Form>

      <LoadState
        status={loadStatus(state, result?.items.length === 0)}
        failure={error}
        onRetry={() => actor.send({ type: "Try again" })}
        empty="No enquiries match."
        noteClassName="admin__error"
      >
        {result !== undefined && (
          <>
            <div className="admin__count-row">
              <p role="status" className="admin__count">
                {result.total} {result.total === 1 ? "enquiry" : "enquiries"}
              </p>
              {/* A plain link: the browser downloads the file (the router must not take it). */}
              <a className="button button--secondary button--sm" href={exportHref(searched)} download>
                Download CSV
              </a>
            </div>
            <AdminTable
              caption="Enquiries, newest first"
              columns={["Tracking ID", "Name", "Mobile", "Loan type", "Type", "Status", "Received"]}
            >
              {result.items.map((row) => (
                <tr key={row.trackingId}>
                  <td>
                    <Link href={`/admin/enquiries/${row.trackingId}`}>{row.trackingId}</Link>
                  </td>
                  <td>{row.name}</td>
                  <td>
                    {row.phone}
                    {row.noCalls && (
                      <>
                        {" "}
                        <span className="admin-flag">Messages only</span>
                      </>
                    )}
                  </td>
                  <td>{row.loanType}</td>
                  <td>{row.applicationType}</td>
                  <td>{row.status}</td>
                  <td>{formatLongDate(row.createdAt)}</td>
                </tr>
              ))}
            </AdminTable>
            <Pager page={page} pages={pages} onGoTo={(to) => actor.send({ type: "Go to page", page: to })} />
          </>
        )}
      </LoadState>
    </section>
  )
}
