import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/**
 * Working Capital Loan. Figures: spec section 9 (from 9.50% p.a., the FAQ's 14%; eligibility: Indian, vintage 3
 * years, age 18-80, self-employed, CIBIL 685+), the tenure of our calculator limits (up to 5 years).
 * The spec quotes both 9.50% and 14%: secured limits start at 9.50%, unsecured loans at 14%.
 */
export const workingCapitalLoan = (): ProductPageContent => ({
  productId: "working-capital",
  intro: m.loans_working_capital_intro(),
  benefits: [
    {
      title: m.loans_working_capital_benefit_1_title(),
      description: m.loans_working_capital_benefit_1_text(),
      icon: "percent"
    },
    {
      title: m.loans_working_capital_benefit_2_title(),
      description: m.loans_working_capital_benefit_2_text(),
      icon: "rupee"
    },
    {
      title: m.loans_working_capital_benefit_3_title(),
      description: m.loans_working_capital_benefit_3_text(),
      icon: "transfer"
    },
    {
      title: m.loans_working_capital_benefit_4_title(),
      description: m.loans_working_capital_benefit_4_text(),
      icon: "growth"
    }
  ],
  eligibility: [
    {
      title: m.loans_working_capital_eligibility_1_title(),
      items: [
        m.loans_working_capital_eligibility_1_item_1(),
        m.loans_working_capital_eligibility_1_item_2(),
        m.loans_working_capital_eligibility_1_item_3(),
        m.loans_working_capital_eligibility_1_item_4(),
        m.loans_working_capital_eligibility_1_item_5()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_working_capital_documents_1_title(),
      items: [
        m.loans_working_capital_documents_1_item_1(),
        m.loans_working_capital_documents_1_item_2(),
        m.loans_working_capital_documents_1_item_3()
      ]
    },
    {
      title: m.loans_working_capital_documents_2_title(),
      items: [
        m.loans_working_capital_documents_2_item_1(),
        m.loans_working_capital_documents_2_item_2(),
        m.loans_working_capital_documents_2_item_3(),
        m.loans_working_capital_documents_2_item_4()
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: m.loans_working_capital_faq_rate_question(),
      answer: m.loans_working_capital_faq_rate_answer(),
      bulletAnswer: [
        m.loans_working_capital_faq_rate_bullet_1(),
        m.loans_working_capital_faq_rate_bullet_2(),
        m.loans_working_capital_faq_rate_bullet_3(),
        m.loans_working_capital_faq_rate_bullet_4()
      ]
    },
    {
      id: "eligibility",
      question: m.loans_working_capital_faq_eligibility_question(),
      answer: m.loans_working_capital_faq_eligibility_answer(),
      bulletAnswer: [
        m.loans_working_capital_faq_eligibility_bullet_1(),
        m.loans_working_capital_faq_eligibility_bullet_2(),
        m.loans_working_capital_faq_eligibility_bullet_3(),
        m.loans_working_capital_faq_eligibility_bullet_4(),
        m.loans_working_capital_faq_eligibility_bullet_5()
      ]
    },
    {
      id: "amount",
      question: m.loans_working_capital_faq_amount_question(),
      answer: m.loans_working_capital_faq_amount_answer(),
      bulletAnswer: [
        m.loans_working_capital_faq_amount_bullet_1(),
        m.loans_working_capital_faq_amount_bullet_2(),
        m.loans_working_capital_faq_amount_bullet_3()
      ]
    },
    {
      id: "type",
      question: m.loans_working_capital_faq_type_question(),
      answer: m.loans_working_capital_faq_type_answer(),
      bulletAnswer: [
        m.loans_working_capital_faq_type_bullet_1(),
        m.loans_working_capital_faq_type_bullet_2(),
        m.loans_working_capital_faq_type_bullet_3()
      ]
    },
    {
      id: "timeline",
      question: m.loans_working_capital_faq_timeline_question(),
      answer: m.loans_working_capital_faq_timeline_answer(),
      bulletAnswer: []
    }
  ]
})
