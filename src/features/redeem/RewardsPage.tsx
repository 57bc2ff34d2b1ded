/**
 * Rewards (spec section 2 "Redeem start and rewards"): /redeem/rewards?token=<record id>. 'Loading...' first; an
 * error reads 'Error: ...' with Start Over; loaded: the hero with Invite More Friends, Total Points and Withdrawable
 * Points, Withdraw Now (disabled at 0, confirmed before it sends) and the table of referrals.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Button, Heading } from "react-aria-components"
import { useSearch } from "wouter"
import { formatIndianNumber, formatLongDate } from "../../../domain/format.ts"
import { canWithdraw } from "../../../domain/rewards.ts"
import { redeemStartPath } from "../../../machines/redeem.machine.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { Modal } from "../../ui/Modal.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { InviteModal } from "./InviteModal.tsx"
import { liveRewardsMachine } from "./live.ts"
import "./redeem.css"
import { useToasts } from "../../ui/useToasts.ts"

const points = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? "point" : "points"}`

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
            Your Referral Rewards
          </Heading>
          <p className="rewards__lead">
            {summary?.referralName ? `Welcome back, ${summary.referralName}. ` : ""}
            Earn points every time a friend you refer gets their loan disbursed.
          </p>
          {loaded && (
            <Button className="button button--accent button--lg" onPress={() => actor.send({ type: "Invite friends" })}>
              Invite More Friends
            </Button>
          )}
        </div>
      </section>

      <div className="rewards__body" aria-busy={loading || refreshing}>
        {loading && <LoadingState />}

        {failed && (
          <div className="rewards__error" role="alert">
            <p>Error: {error}</p>
            <LinkButton href={redeemStartPath}>Start Over</LinkButton>
          </div>
        )}

        {loaded && summary && (
          <>
            <section className="rewards__stats" aria-label="Your points">
              <div className="rewards__stat">
                <p className="rewards__stat-label" id="total-points">
                  Total Points
                </p>
                <p className="rewards__stat-value" aria-describedby="total-points">
                  {formatIndianNumber(summary.totalEarnings)}
                </p>
              </div>
              <div className="rewards__stat rewards__stat--accent">
                <p className="rewards__stat-label" id="withdrawable-points">
                  Withdrawable Points
                </p>
                <p className="rewards__stat-value" aria-describedby="withdrawable-points">
                  {formatIndianNumber(summary.withdrawableBalance)}
                </p>
                <Button
                  className="button button--primary"
                  isDisabled={!canWithdraw(summary) || withdrawing || refreshing}
                  onPress={() => actor.send({ type: "Withdraw Now" })}
                >
                  {withdrawing ? "Withdrawing..." : "Withdraw Now"}
                </Button>
              </div>
            </section>

            <section className="rewards__table-wrap" aria-labelledby="referrals-title">
              <h2 id="referrals-title" className="rewards__subtitle">
                Your referrals
              </h2>
              {summary.loanEnquiries.length === 0 ? (
                <p className="rewards__empty">No referrals yet. Invite your friends to start earning points.</p>
              ) : (
                <div className="rewards__scroll" tabIndex={0} role="region" aria-labelledby="referrals-title">
                  <table className="rewards__table">
                    <thead>
                      <tr>
                        <th scope="col">Referral Name</th>
                        <th scope="col">Referral ID</th>
                        <th scope="col">Rewards Earned</th>
                        <th scope="col">Date of Disbursement</th>
                        <th scope="col">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {summary.loanEnquiries.map((item) => (
                        <tr key={item._id}>
                          <td>{item.customerName}</td>
                          <td className="rewards__id">{item.applicationId}</td>
                          <td>{points(item.withdrawalAmount)}</td>
                          <td>{formatLongDate(item.createdAt)}</td>
                          <td>
                            <span
                              className={
                                item.isWithdrawalDisbursed ? "rewards__badge rewards__badge--done" : "rewards__badge"
                              }
                            >
                              {item.isWithdrawalDisbursed ? "Reward Disbursed" : "Reward Pending"}
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
              title="Withdraw your points?"
              role="alertdialog"
            >
              <p>
                You are asking to withdraw {points(summary.withdrawableBalance)} from{" "}
                {summary.availableForWithdrawal.length === 1
                  ? "1 referral"
                  : `${summary.availableForWithdrawal.length} referrals`}
                . Our team will contact you to pay it out.
              </p>
              <div className="rewards__confirm-actions">
                <Button className="button button--secondary" onPress={() => actor.send({ type: "Cancel" })}>
                  Cancel
                </Button>
                <Button
                  className="button button--primary"
                  autoFocus
                  onPress={() => actor.send({ type: "Confirm withdrawal" })}
                >
                  Yes, withdraw
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
