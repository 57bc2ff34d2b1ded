/**
 * Questions people ask about the EMI and eligibility calculators, shown on the calculator screen. The words are the
 * calculator catalog's (i18n/messages/<locale>/calculator.json), so the list is built when the screen renders, in
 * its language; the figures are the calculator's own (domain/calculator.ts), e.g. ₹5,00,000 at 10.5% a year, and the
 * eligibility rule of spec section 9. Same shape as the loan pages' FAQs: question, answer, bullet list (may be
 * empty).
 */
import { m } from "../../i18n/paraglide/messages.js"
import type { Faq } from "./faq.ts"

export type CalculatorFaq = Faq

/** The calculator's FAQs in the language in force. */
export const calculatorFaqs = (): ReadonlyArray<CalculatorFaq> => [
  {
    id: "what-is-emi",
    question: m.calculator_faq_what_is_emi_question(),
    answer: m.calculator_faq_what_is_emi_answer(),
    bulletAnswer: [
      m.calculator_faq_what_is_emi_bullet_1(),
      m.calculator_faq_what_is_emi_bullet_2(),
      m.calculator_faq_what_is_emi_bullet_3(),
      m.calculator_faq_what_is_emi_bullet_4()
    ]
  },
  {
    id: "tenure-effect",
    question: m.calculator_faq_tenure_effect_question(),
    answer: m.calculator_faq_tenure_effect_answer(),
    bulletAnswer: [
      m.calculator_faq_tenure_effect_bullet_1(),
      m.calculator_faq_tenure_effect_bullet_2(),
      m.calculator_faq_tenure_effect_bullet_3(),
      m.calculator_faq_tenure_effect_bullet_4()
    ]
  },
  {
    id: "eligibility-rule",
    question: m.calculator_faq_eligibility_rule_question(),
    answer: m.calculator_faq_eligibility_rule_answer(),
    bulletAnswer: [
      m.calculator_faq_eligibility_rule_bullet_1(),
      m.calculator_faq_eligibility_rule_bullet_2(),
      m.calculator_faq_eligibility_rule_bullet_3()
    ]
  },
  {
    id: "monthly-obligation",
    question: m.calculator_faq_monthly_obligation_question(),
    answer: m.calculator_faq_monthly_obligation_answer(),
    bulletAnswer: [
      m.calculator_faq_monthly_obligation_bullet_1(),
      m.calculator_faq_monthly_obligation_bullet_2(),
      m.calculator_faq_monthly_obligation_bullet_3()
    ]
  },
  {
    id: "schedule",
    question: m.calculator_faq_schedule_question(),
    answer: m.calculator_faq_schedule_answer(),
    bulletAnswer: []
  },
  {
    id: "accuracy",
    question: m.calculator_faq_accuracy_question(),
    answer: m.calculator_faq_accuracy_answer(),
    bulletAnswer: [m.calculator_faq_accuracy_bullet_1(), m.calculator_faq_accuracy_bullet_2()]
  },
  {
    id: "share",
    question: m.calculator_faq_share_question(),
    answer: m.calculator_faq_share_answer(),
    bulletAnswer: []
  },
  {
    id: "next-steps",
    question: m.calculator_faq_next_steps_question(),
    answer: m.calculator_faq_next_steps_answer(),
    bulletAnswer: [m.calculator_faq_next_steps_bullet_1()]
  }
]
