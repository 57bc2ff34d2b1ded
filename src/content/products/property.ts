import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/**
 * Loan Against Property. Figures: spec section 9 (up to ₹10 crore; salaried age 23-65, income at least
 * ₹2,40,000; self-employed age 23-70, income at least ₹2,50,000, 3 years stability) and the tenures of the
 * calculator limits (salaried up to 20 years, self-employed up to 15 years). The spec does not say whether the
 * income figures are monthly or yearly; we read them as annual income, as lenders publish them.
 */
export const loanAgainstProperty = (): ProductPageContent => ({
  productId: "property",
  intro: m.loans_property_intro(),
  benefits: [
    {
      title: m.loans_property_benefit_1_title(),
      description: m.loans_property_benefit_1_text(),
      icon: "rupee"
    },
    {
      title: m.loans_property_benefit_2_title(),
      description: m.loans_property_benefit_2_text(),
      icon: "percent"
    },
    {
      title: m.loans_property_benefit_3_title(),
      description: m.loans_property_benefit_3_text(),
      icon: "calendar"
    },
    {
      title: m.loans_property_benefit_4_title(),
      description: m.loans_property_benefit_4_text(),
      icon: "key"
    },
    {
      title: m.loans_property_benefit_5_title(),
      description: m.loans_property_benefit_5_text(),
      icon: "transfer"
    }
  ],
  eligibility: [
    {
      title: m.loans_property_eligibility_1_title(),
      items: [
        m.loans_property_eligibility_1_item_1(),
        m.loans_property_eligibility_1_item_2(),
        m.loans_property_eligibility_1_item_3()
      ]
    },
    {
      title: m.loans_property_eligibility_2_title(),
      items: [
        m.loans_property_eligibility_2_item_1(),
        m.loans_property_eligibility_2_item_2(),
        m.loans_property_eligibility_2_item_3()
      ]
    },
    {
      title: m.loans_property_eligibility_3_title(),
      items: [m.loans_property_eligibility_3_item_1(), m.loans_property_eligibility_3_item_2()]
    }
  ],
  documents: [
    {
      title: m.loans_property_documents_1_title(),
      items: [
        m.loans_property_documents_1_item_1(),
        m.loans_property_documents_1_item_2(),
        m.loans_property_documents_1_item_3()
      ]
    },
    {
      title: m.loans_property_documents_2_title(),
      items: [
        m.loans_property_documents_2_item_1(),
        m.loans_property_documents_2_item_2(),
        m.loans_property_documents_2_item_3(),
        m.loans_property_documents_2_item_4()
      ]
    }
  ],
  faqs: [
    {
      id: "eligibility",
      question: m.loans_property_faq_eligibility_question(),
      answer: m.loans_property_faq_eligibility_answer(),
      bulletAnswer: [
        m.loans_property_faq_eligibility_bullet_1(),
        m.loans_property_faq_eligibility_bullet_2(),
        m.loans_property_faq_eligibility_bullet_3()
      ]
    },
    {
      id: "amount",
      question: m.loans_property_faq_amount_question(),
      answer: m.loans_property_faq_amount_answer(),
      bulletAnswer: [
        m.loans_property_faq_amount_bullet_1(),
        m.loans_property_faq_amount_bullet_2(),
        m.loans_property_faq_amount_bullet_3()
      ]
    },
    {
      id: "rate",
      question: m.loans_property_faq_rate_question(),
      answer: m.loans_property_faq_rate_answer(),
      bulletAnswer: [
        m.loans_property_faq_rate_bullet_1(),
        m.loans_property_faq_rate_bullet_2(),
        m.loans_property_faq_rate_bullet_3(),
        m.loans_property_faq_rate_bullet_4()
      ]
    },
    {
      id: "tenure",
      question: m.loans_property_faq_tenure_question(),
      answer: m.loans_property_faq_tenure_answer(),
      bulletAnswer: []
    },
    {
      id: "documents",
      question: m.loans_property_faq_documents_question(),
      answer: m.loans_property_faq_documents_answer(),
      bulletAnswer: [
        m.loans_property_faq_documents_bullet_1(),
        m.loans_property_faq_documents_bullet_2(),
        m.loans_property_faq_documents_bullet_3(),
        m.loans_property_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_property_faq_timeline_question(),
      answer: m.loans_property_faq_timeline_answer(),
      bulletAnswer: []
    },
    {
      id: "use",
      question: m.loans_property_faq_use_question(),
      answer: m.loans_property_faq_use_answer(),
      bulletAnswer: [
        m.loans_property_faq_use_bullet_1(),
        m.loans_property_faq_use_bullet_2(),
        m.loans_property_faq_use_bullet_3()
      ]
    }
  ]
})
