import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/**
 * Business Loan. Figures: spec section 9 (minimum CIBIL 675; rates from 13.25% for professionals and 16% for
 * non-professionals; the banner's 14.99%), amounts and tenure from the calculator limits (₹25,000 to ₹5 crore,
 * 12 to 84 months), the 30% utilisation tip of the credit score check.
 */
export const businessLoan = (): ProductPageContent => ({
  productId: "business",
  intro: m.loans_business_intro(),
  benefits: [
    {
      title: m.loans_business_benefit_1_title(),
      description: m.loans_business_benefit_1_text(),
      icon: "shield"
    },
    {
      title: m.loans_business_benefit_2_title(),
      description: m.loans_business_benefit_2_text(),
      icon: "rupee"
    },
    {
      title: m.loans_business_benefit_3_title(),
      description: m.loans_business_benefit_3_text(),
      icon: "calendar"
    },
    {
      title: m.loans_business_benefit_4_title(),
      description: m.loans_business_benefit_4_text(),
      icon: "percent"
    },
    {
      title: m.loans_business_benefit_5_title(),
      description: m.loans_business_benefit_5_text(),
      icon: "handshake"
    }
  ],
  eligibility: [
    {
      title: m.loans_business_eligibility_1_title(),
      items: [
        m.loans_business_eligibility_1_item_1(),
        m.loans_business_eligibility_1_item_2(),
        m.loans_business_eligibility_1_item_3(),
        m.loans_business_eligibility_1_item_4()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_business_documents_1_title(),
      items: [m.loans_business_documents_1_item_1(), m.loans_business_documents_1_item_2()]
    },
    {
      title: m.loans_business_documents_2_title(),
      items: [
        m.loans_business_documents_2_item_1(),
        m.loans_business_documents_2_item_2(),
        m.loans_business_documents_2_item_3()
      ]
    },
    {
      title: m.loans_business_documents_3_title(),
      items: [
        m.loans_business_documents_3_item_1(),
        m.loans_business_documents_3_item_2(),
        m.loans_business_documents_3_item_3(),
        m.loans_business_documents_3_item_4()
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: m.loans_business_faq_rate_question(),
      answer: m.loans_business_faq_rate_answer(),
      bulletAnswer: [
        m.loans_business_faq_rate_bullet_1(),
        m.loans_business_faq_rate_bullet_2(),
        m.loans_business_faq_rate_bullet_3(),
        m.loans_business_faq_rate_bullet_4()
      ]
    },
    {
      id: "cibil",
      question: m.loans_business_faq_cibil_question(),
      answer: m.loans_business_faq_cibil_answer(),
      bulletAnswer: [
        m.loans_business_faq_cibil_bullet_1(),
        m.loans_business_faq_cibil_bullet_2(),
        m.loans_business_faq_cibil_bullet_3(),
        m.loans_business_faq_cibil_bullet_4()
      ]
    },
    {
      id: "amount",
      question: m.loans_business_faq_amount_question(),
      answer: m.loans_business_faq_amount_answer(),
      bulletAnswer: [
        m.loans_business_faq_amount_bullet_1(),
        m.loans_business_faq_amount_bullet_2(),
        m.loans_business_faq_amount_bullet_3(),
        m.loans_business_faq_amount_bullet_4()
      ]
    },
    {
      id: "documents",
      question: m.loans_business_faq_documents_question(),
      answer: m.loans_business_faq_documents_answer(),
      bulletAnswer: [
        m.loans_business_faq_documents_bullet_1(),
        m.loans_business_faq_documents_bullet_2(),
        m.loans_business_faq_documents_bullet_3(),
        m.loans_business_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_business_faq_timeline_question(),
      answer: m.loans_business_faq_timeline_answer(),
      bulletAnswer: []
    },
    {
      id: "use",
      question: m.loans_business_faq_use_question(),
      answer: m.loans_business_faq_use_answer(),
      bulletAnswer: [
        m.loans_business_faq_use_bullet_1(),
        m.loans_business_faq_use_bullet_2(),
        m.loans_business_faq_use_bullet_3(),
        m.loans_business_faq_use_bullet_4()
      ]
    }
  ]
})
