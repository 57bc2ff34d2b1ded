/**
 * The FAQ page's questions (spec section 1: approval generally takes 7-10 working days; the eligibility calculator
 * and Track Your Application). Answers are copy with `[label](/path)` links (src/ui/RichText.tsx); `bulletAnswer`
 * lists follow the answer, as on the loan pages. The words come from the `faq` catalog (issue 15): the list is built
 * by a function, in the language in force when it is called.
 */
import { m } from "../../i18n/paraglide/messages.js"
import type { Faq } from "./faq.ts"

export interface FaqCategory {
  readonly id: string
  readonly title: string
  readonly faqs: ReadonlyArray<Faq>
}

const faq = (id: string, question: string, answer: string, bulletAnswer: ReadonlyArray<string> = []): Faq => ({
  id,
  question,
  answer,
  bulletAnswer
})

/** The categories and their questions, in the language in force. */
export const faqCategories = (): ReadonlyArray<FaqCategory> => [
  {
    id: "getting-started",
    title: m.faq_category_getting_started(),
    faqs: [
      faq("what-we-do", m.faq_what_we_do_question(), m.faq_what_we_do_answer()),
      faq("fees", m.faq_fees_question(), m.faq_fees_answer()),
      faq("how-to-apply", m.faq_how_to_apply_question(), m.faq_how_to_apply_answer())
    ]
  },
  {
    id: "eligibility",
    title: m.faq_category_eligibility(),
    faqs: [
      faq("how-much", m.faq_how_much_question(), m.faq_how_much_answer()),
      faq("documents", m.faq_documents_question(), m.faq_documents_answer(), [
        m.faq_documents_bullet_identity(),
        m.faq_documents_bullet_salaried(),
        m.faq_documents_bullet_self_employed(),
        m.faq_documents_bullet_secured()
      ]),
      faq("credit-score", m.faq_credit_score_question(), m.faq_credit_score_answer())
    ]
  },
  {
    id: "approval",
    title: m.faq_category_approval(),
    faqs: [
      faq("approval-time", m.faq_approval_time_question(), m.faq_approval_time_answer()),
      faq("track", m.faq_track_question(), m.faq_track_answer()),
      faq("lost-id", m.faq_lost_id_question(), m.faq_lost_id_answer())
    ]
  },
  {
    id: "repayment",
    title: m.faq_category_repayment(),
    faqs: [
      faq("prepay", m.faq_prepay_question(), m.faq_prepay_answer()),
      faq("missed-emi", m.faq_missed_emi_question(), m.faq_missed_emi_answer())
    ]
  },
  {
    id: "referrals",
    title: m.faq_category_referrals(),
    faqs: [faq("refer", m.faq_refer_question(), m.faq_refer_answer())]
  }
]
