import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/**
 * Home Loan. Figures: spec section 9 (from 8.45% p.a., ₹5 lakh to ₹5 crore), the tenure of the calculator limits
 * (up to 30 years), RBI's loan-to-value limits for housing loans (90% up to ₹30 lakh, 80% up to ₹75 lakh, 75%
 * above) and the Income Tax Act's deductions under the old regime (₹1.5 lakh under Section 80C, ₹2 lakh under
 * Section 24(b)).
 */
export const homeLoan = (): ProductPageContent => ({
  productId: "home",
  intro: m.loans_home_intro(),
  benefits: [
    {
      title: m.loans_home_benefit_1_title(),
      description: m.loans_home_benefit_1_text(),
      icon: "percent"
    },
    {
      title: m.loans_home_benefit_2_title(),
      description: m.loans_home_benefit_2_text(),
      icon: "calendar"
    },
    {
      title: m.loans_home_benefit_3_title(),
      description: m.loans_home_benefit_3_text(),
      icon: "key"
    },
    {
      title: m.loans_home_benefit_4_title(),
      description: m.loans_home_benefit_4_text(),
      icon: "transfer"
    },
    {
      title: m.loans_home_benefit_5_title(),
      description: m.loans_home_benefit_5_text(),
      icon: "tax"
    },
    {
      title: m.loans_home_benefit_6_title(),
      description: m.loans_home_benefit_6_text(),
      icon: "check"
    }
  ],
  eligibility: [
    {
      title: m.loans_home_eligibility_1_title(),
      items: [
        m.loans_home_eligibility_1_item_1(),
        m.loans_home_eligibility_1_item_2(),
        m.loans_home_eligibility_1_item_3()
      ]
    },
    {
      title: m.loans_home_eligibility_2_title(),
      items: [
        m.loans_home_eligibility_2_item_1(),
        m.loans_home_eligibility_2_item_2(),
        m.loans_home_eligibility_2_item_3()
      ]
    },
    {
      title: m.loans_home_eligibility_3_title(),
      items: [
        m.loans_home_eligibility_3_item_1(),
        m.loans_home_eligibility_3_item_2(),
        m.loans_home_eligibility_3_item_3()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_home_documents_1_title(),
      items: [m.loans_home_documents_1_item_1(), m.loans_home_documents_1_item_2(), m.loans_home_documents_1_item_3()]
    },
    {
      title: m.loans_home_documents_2_title(),
      items: [
        m.loans_home_documents_2_item_1(),
        m.loans_home_documents_2_item_2(),
        m.loans_home_documents_2_item_3(),
        m.loans_home_documents_2_item_4()
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: m.loans_home_faq_rate_question(),
      answer: m.loans_home_faq_rate_answer(),
      bulletAnswer: [
        m.loans_home_faq_rate_bullet_1(),
        m.loans_home_faq_rate_bullet_2(),
        m.loans_home_faq_rate_bullet_3(),
        m.loans_home_faq_rate_bullet_4()
      ]
    },
    {
      id: "amount",
      question: m.loans_home_faq_amount_question(),
      answer: m.loans_home_faq_amount_answer(),
      bulletAnswer: [
        m.loans_home_faq_amount_bullet_1(),
        m.loans_home_faq_amount_bullet_2(),
        m.loans_home_faq_amount_bullet_3(),
        m.loans_home_faq_amount_bullet_4()
      ]
    },
    {
      id: "documents",
      question: m.loans_home_faq_documents_question(),
      answer: m.loans_home_faq_documents_answer(),
      bulletAnswer: [
        m.loans_home_faq_documents_bullet_1(),
        m.loans_home_faq_documents_bullet_2(),
        m.loans_home_faq_documents_bullet_3(),
        m.loans_home_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_home_faq_timeline_question(),
      answer: m.loans_home_faq_timeline_answer(),
      bulletAnswer: []
    },
    {
      id: "prepayment",
      question: m.loans_home_faq_prepayment_question(),
      answer: m.loans_home_faq_prepayment_answer(),
      bulletAnswer: [
        m.loans_home_faq_prepayment_bullet_1(),
        m.loans_home_faq_prepayment_bullet_2(),
        m.loans_home_faq_prepayment_bullet_3()
      ]
    },
    {
      id: "transfer",
      question: m.loans_home_faq_transfer_question(),
      answer: m.loans_home_faq_transfer_answer(),
      bulletAnswer: [
        m.loans_home_faq_transfer_bullet_1(),
        m.loans_home_faq_transfer_bullet_2(),
        m.loans_home_faq_transfer_bullet_3()
      ]
    },
    {
      id: "tax",
      question: m.loans_home_faq_tax_question(),
      answer: m.loans_home_faq_tax_answer(),
      bulletAnswer: [
        m.loans_home_faq_tax_bullet_1(),
        m.loans_home_faq_tax_bullet_2(),
        m.loans_home_faq_tax_bullet_3(),
        m.loans_home_faq_tax_bullet_4()
      ]
    }
  ]
})
