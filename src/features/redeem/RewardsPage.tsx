/**
 * Rewards (spec section 2 "Redeem start and rewards"): /redeem/rewards?token=<record id>. 'Loading...' first; an
 * error reads 'Error: ...' with Start Over; loaded: the hero with Invite More Friends, Total Points and Withdrawable
 * Points, Withdraw Now (disabled at 0, confirmed before it sends) and the table of referrals: the rewards, then
 * (ours) the referrals with no reward yet, each with its application's status and 'Reward Pending' (or 'No Reward'
 * once declined or rejected).
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Button, Heading } from "react-aria-components"
import { useSearch } from "wouter"
import { statusLabel } from "../../../domain/application-status.ts"
import { formatIndianNumber, formatLongDate } from "../../../domain/format.ts"
import { canWithdraw, hasNoReferrals, referralReward } from "../../../domain/rewards.ts"
import { redeemStartPath } from "../../../machines/redeem.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { Modal } from "../../ui/Modal.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { InviteModal } from "./InviteModal.tsx"
import { liveRewardsMachine } from "./live.ts"
import "./redeem.css"
import { m } from "../../../i18n/paraglide/messages.js"
import { useToasts } from "../../ui/useToasts.ts"

const points = (n: number) =>
  n === 1
    ? m.credit_rewards_point({ count: formatIndianNumber(n) })
    : m.credit_rewards_points({ count: formatIndianNumber(n) })

/** A cell with nothing in it yet: a dash to the eye, 'None' to a screen reader. */
const nothing = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">{m.credit_rewards_none()}</span>
  </>
)

export default function RewardsPage() {
  const tokenId = new URLSearchParams(useSearch()).get("token")
  const actor = useActorRef(liveRewardsMachine, { input: { tokenId } })
  const { summary, session, error } = useSelector(actor, (s) => s.context)
  const loading = useSelector(actor, (s) => s.matches("checking") || s.matches("resolving") || s.matches("loading"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const loaded = useSelector(actor, (s) => s.matches("loaded"))
  const confirming = useSelector(actor, (s) => s.matches({ loaded: { withdrawal: "confirming" } }))
  const withdrawing = useSelector(actor, (s) => s.matches({ loaded: { withdrawal: "withdrawing" } }))
  const refreshing = useSelector(actor, (s) => s.matches({ loaded: { withdrawal: "refreshing" } }))
  const inviting = useSelector(actor, (s) => s.matches({ loaded: { invite: "open" } }))

  useToasts(actor)

  return (
    <div className="rewards">
      <section className="rewards__hero" aria-labelledby="rewards-title">
        <div className="rewards__hero-inner">
          <Heading level={1} id="rewards-title" className="rewards__title">
            {m.credit_rewards_title()}
          </Heading>
          <p className="rewards__lead">
            {summary?.referralName ? `${m.credit_rewards_welcome({ name: summary.referralName })} ` : ""}
            {m.credit_rewards_lead()}
          </p>
          {loaded && (
            <Button className="button button--accent button--lg" onPress={() => actor.send({ type: "Invite friends" })}>
              {m.credit_rewards_invite()}
            </Button>
          )}
        </div>
      </section>

      <div className="rewards__body" aria-busy={loading || refreshing}>
        {loading && <LoadingState />}

        {failed && (
          <div className="rewards__error" role="alert">
            <p>{m.credit_rewards_error({ message: error ?? "" })}</p>
            <LinkButton href={redeemStartPath}>{m.credit_start_over()}</LinkButton>
          </div>
        )}

        {loaded && summary && (
          <>
            <section className="rewards__stats" aria-label={m.credit_rewards_points_label()}>
              <div className="rewards__stat">
                <p className="rewards__stat-label" id="total-points">
                  {m.credit_rewards_total()}
                </p>
                <p className="rewards__stat-value" aria-describedby="total-points">
                  {formatIndianNumber(summary.totalEarnings)}
                </p>
              </div>
              <div className="rewards__stat rewards__stat--accent">
                <p className="rewards__stat-label" id="withdrawable-points">
                  {m.credit_rewards_withdrawable()}
                </p>
                <p className="rewards__stat-value" aria-describedby="withdrawable-points">
                  {formatIndianNumber(summary.withdrawableBalance)}
                </p>
                <Button
                  className="button button--primary"
                  isDisabled={!canWithdraw(summary) || withdrawing || refreshing}
                  onPress={() => actor.send({ type: "Withdraw Now" })}
                >
                  {withdrawing ? m.credit_rewards_withdrawing() : m.credit_rewards_withdraw()}
                </Button>
              </div>
            </section>

            <section className="rewards__table-wrap" aria-labelledby="referrals-title">
              <h2 id="referrals-title" className="rewards__subtitle">
                {m.credit_rewards_referrals()}
              </h2>
              {hasNoReferrals(summary) ? (
                <p className="rewards__empty">{m.credit_rewards_empty()}</p>
              ) : (
                <div className="rewards__scroll" tabIndex={0} role="region" aria-labelledby="referrals-title">
                  <table className="rewards__table">
                    <thead>
                      <tr>
                        <th scope="col">{m.credit_rewards_col_name()}</th>
                        <th scope="col">{m.credit_rewards_col_id()}</th>
                        <th scope="col">{m.credit_rewards_col_application()}</th>
                        <th scope="col">{m.credit_rewards_col_earned()}</th>
                        <th scope="col">{m.credit_rewards_col_date()}</th>
                        <th scope="col">{m.credit_rewards_col_status()}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {summary.loanEnquiries.map((item) => (
                        <tr key={item._id}>
                          <td>{item.customerName}</td>
                          <td className="rewards__id">{item.applicationId}</td>
                          <td>{statusLabel("Disbursed")}</td>
                          <td>{points(item.withdrawalAmount)}</td>
                          <td>{formatLongDate(item.createdAt)}</td>
                          <td>
                            <span
                              className={
                                item.isWithdrawalDisbursed ? "rewards__badge rewards__badge--done" : "rewards__badge"
                              }
                            >
                              {item.isWithdrawalDisbursed ? m.credit_rewards_disbursed() : m.credit_rewards_pending()}
                            </span>
                          </td>
                        </tr>
                      ))}
                      {summary.unrewardedReferrals.map((referral) => (
                        <tr key={referral.applicationId}>
                          <td>{referral.customerName}</td>
                          <td className="rewards__id">{referral.applicationId}</td>
                          <td>{statusLabel(referral.applicationStatus)}</td>
                          <td>{nothing()}</td>
                          <td>{nothing()}</td>
                          <td>
                            <span className="rewards__badge">
                              {referralReward(referral.applicationStatus) === "pending"
                                ? m.credit_rewards_pending()
                                : m.credit_rewards_no_reward()}
                            </span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            <Modal
              isOpen={confirming}
              onOpenChange={(open) => !open && actor.send({ type: "Cancel" })}
              title={m.credit_rewards_confirm_title()}
              role="alertdialog"
            >
              <p>
                {summary.availableForWithdrawal.length === 1
                  ? m.credit_rewards_confirm_one({ points: points(summary.withdrawableBalance) })
                  : m.credit_rewards_confirm_many({
                      points: points(summary.withdrawableBalance),
                      count: formatIndianNumber(summary.availableForWithdrawal.length)
                    })}
              </p>
              <div className="rewards__confirm-actions">
                <Button className="button button--secondary" onPress={() => actor.send({ type: "Cancel" })}>
                  {m.credit_rewards_cancel()}
                </Button>
                <Button
                  className="button button--primary"
                  autoFocus
                  onPress={() => actor.send({ type: "Confirm withdrawal" })}
                >
                  {m.credit_rewards_confirm()}
                </Button>
              </div>
            </Modal>

            {session && (
              <InviteModal
                isOpen={inviting}
                name={summary.referralName}
                mobile={session.mobileNumber}
                onDone={() => actor.send({ type: "Done" })}
              />
            )}
          </>
        )}
      </div>
    </div>
  )
}
