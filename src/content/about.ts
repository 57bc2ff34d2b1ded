/**
 * The About page's copy (spec section 2, About and Contact; section 9, About page figures) and Refer & Earn's. The
 * words come from the `pages` catalog (issue 15): each is built by a function, in the language in force when called.
 */
import { m } from "../../i18n/paraglide/messages.js"

export const about = () =>
  ({
    lead: m.pages_about_lead(),
    whoWeAre: [m.pages_about_who_marketplace(), m.pages_about_who_how()],
    pillars: [
      { id: "mission", title: m.pages_about_mission_title(), text: m.pages_about_mission_text() },
      { id: "vision", title: m.pages_about_vision_title(), text: m.pages_about_vision_text() },
      { id: "values", title: m.pages_about_values_title(), text: m.pages_about_values_text() }
    ],
    /** Spec section 9: 99% approval rate, 100+ happy customers, 30+ lending partners. */
    indicators: [
      { id: "approval", value: "99%", label: m.pages_about_indicator_approval() },
      { id: "customers", value: "100+", label: m.pages_about_indicator_customers() },
      { id: "partners", value: "30+", label: m.pages_about_indicator_partners() }
    ]
  }) as const

/** Refer & Earn (spec section 2): the four steps and the three benefits. */
export const referAndEarn = () =>
  ({
    banner: m.pages_refer_banner(),
    lead: m.pages_refer_lead(),
    steps: [
      { id: "share", title: m.pages_refer_step_share_title(), text: m.pages_refer_step_share_text() },
      { id: "apply", title: m.pages_refer_step_apply_title(), text: m.pages_refer_step_apply_text() },
      { id: "disburse", title: m.pages_refer_step_disburse_title(), text: m.pages_refer_step_disburse_text() },
      { id: "reward", title: m.pages_refer_step_reward_title(), text: m.pages_refer_step_reward_text() }
    ],
    benefits: [
      { id: "simple", title: m.pages_refer_benefit_simple_title(), text: m.pages_refer_benefit_simple_text() },
      { id: "no-cap", title: m.pages_refer_benefit_no_cap_title(), text: m.pages_refer_benefit_no_cap_text() },
      { id: "help", title: m.pages_refer_benefit_help_title(), text: m.pages_refer_benefit_help_text() }
    ]
  }) as const
