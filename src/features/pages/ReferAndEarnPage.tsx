/**
 * Refer and Earn (/refer-and-earn; spec section 2): a hero with Refer Now (the apply form in Referral mode) under the
 * banner 'Start Earning in Just Few Clicks', the four steps and the three benefits. The hero's figure has Share
 * (ours): the browser's share sheet with this page's address, or the invite dialog where there is none
 * (machines/share.machine.ts).
 */
import { useActorRef, useSelector } from "@xstate/react"
import { m } from "../../../i18n/paraglide/messages.js"
import { type ShareInput, shareMachine } from "../../../machines/share.machine.ts"
import { referAndEarn as referAndEarnCopy } from "../../content/about.ts"
import { fromEffect } from "../../services/from-effect.ts"
import { WebShare } from "../../services/web-share.ts"
import { InviteDialog } from "../../ui/InviteDialog.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import { ReferralFigure } from "./ReferralFigure.tsx"
import { referAndEarnShare, shareMessage } from "./refer-share.ts"
import "../../ui/pages.css"

const liveShareMachine = shareMachine.provide({
  actors: { webShare: fromEffect((data: ShareInput) => WebShare.use((s) => s.share(data))) }
})

export const referNowHref = "/resources/apply-now?applicationType=Referral"

export default function ReferAndEarnPage() {
  const referAndEarn = referAndEarnCopy()
  const share = referAndEarnShare(typeof window === "undefined" ? "" : window.location.origin)
  const sharer = useActorRef(liveShareMachine, { input: share })
  const inviting = useSelector(sharer, (s) => s.matches("inviting"))
  return (
    <>
      <PageHero
        eyebrow={m.pages_refer_eyebrow()}
        title={referAndEarn.banner}
        lead={referAndEarn.lead}
        className="page-hero--accent"
        aside={<ReferralFigure onShare={() => sharer.send({ type: "Share" })} />}
      >
        <div className="page-hero__actions">
          <LinkButton href={referNowHref} variant="accent" size="lg">
            {m.pages_refer_now()}
          </LinkButton>
          <LinkButton href="/redeem/start" variant="secondary" size="lg">
            {m.pages_refer_redeem()}
          </LinkButton>
        </div>
      </PageHero>

      <section className="section" aria-labelledby="how-it-works">
        <div className="container">
          <p className="eyebrow">{m.pages_refer_how_eyebrow()}</p>
          <h2 id="how-it-works">{m.pages_refer_how_title()}</h2>
          <ol className="steps" role="list">
            {referAndEarn.steps.map((step, i) => (
              <li key={step.id} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="steps__title">
                  <span className="visually-hidden">{m.pages_refer_step_label({ number: String(i + 1) })}</span>
                  {step.title}
                </h3>
                <p className="steps__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="why-refer">
        <div className="container">
          <p className="eyebrow">{m.pages_refer_why_eyebrow()}</p>
          <h2 id="why-refer">{m.pages_refer_why_title()}</h2>
          <ul className="card-grid card-grid--3" role="list">
            {referAndEarn.benefits.map((benefit) => (
              <li key={benefit.id} className="info-card">
                <h3 className="info-card__title">{benefit.title}</h3>
                <p className="info-card__text">{benefit.text}</p>
              </li>
            ))}
          </ul>
          <div className="page-cta">
            <LinkButton href={referNowHref} variant="primary" size="lg">
              {m.pages_refer_friend_now()}
            </LinkButton>
          </div>
        </div>
      </section>

      <InviteDialog
        isOpen={inviting}
        title={m.pages_refer_share_title()}
        lead={m.pages_refer_share_lead()}
        linkLabel={m.pages_refer_share_link_label()}
        link={share.url}
        text={shareMessage(share)}
        onDone={() => sharer.send({ type: "Done" })}
      />
    </>
  )
}
