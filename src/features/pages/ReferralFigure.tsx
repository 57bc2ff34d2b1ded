/**
 * The refer-and-earn hero's figure: how a referral turns into reward points, drawn as a small card (your link, your
 * friend's application, the disbursal, the points). The drawing is decorative and the caption says it in words;
 * its one control, Share, is a real button (`onShare`).
 */
import { Button } from "react-aria-components"
import { m } from "../../../i18n/paraglide/messages.js"

export function ReferralFigure({ onShare }: { readonly onShare: () => void }) {
  return (
    <figure className="referral-figure">
      <div className="referral-figure__card">
        <div className="referral-figure__link">
          <span className="referral-figure__link-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" strokeLinecap="round" />
              <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" strokeLinecap="round" />
            </svg>
          </span>
          <span className="referral-figure__link-text" aria-hidden="true">
            {m.pages_referral_figure_link()}
          </span>
          <Button className="referral-figure__share" onPress={onShare}>
            {m.pages_referral_figure_share()}
          </Button>
        </div>
        <ol className="referral-figure__flow" aria-hidden="true">
          <li className="referral-figure__step">
            <span className="referral-figure__avatar referral-figure__avatar--you">
              {m.pages_referral_figure_you()}
            </span>
            <span>{m.pages_referral_figure_step_share()}</span>
          </li>
          <li className="referral-figure__step">
            <span className="referral-figure__avatar referral-figure__avatar--friend" translate="no">
              AR
            </span>
            <span>{m.pages_referral_figure_step_apply()}</span>
          </li>
          <li className="referral-figure__step">
            <span className="referral-figure__avatar referral-figure__avatar--done">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.4">
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span>{m.pages_referral_figure_step_disbursed()}</span>
          </li>
        </ol>
        <div className="referral-figure__reward" aria-hidden="true">
          <span className="referral-figure__reward-label">{m.pages_referral_figure_reward_label()}</span>
          <span className="referral-figure__reward-value">{m.pages_referral_figure_reward_value()}</span>
        </div>
      </div>
      <figcaption className="referral-figure__caption">{m.pages_referral_figure_caption()}</figcaption>
    </figure>
  )
}
