import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/** Professional Loan. Figures: spec section 9 (from 9.50% p.a., up to ₹50 lakh, tenure up to 60 months). */
export const professionalLoan = (): ProductPageContent => ({
  productId: "professional",
  intro: m.loans_professional_intro(),
  benefits: [
    {
      title: m.loans_professional_benefit_1_title(),
      description: m.loans_professional_benefit_1_text(),
      icon: "percent"
    },
    {
      title: m.loans_professional_benefit_2_title(),
      description: m.loans_professional_benefit_2_text(),
      icon: "rupee"
    },
    {
      title: m.loans_professional_benefit_3_title(),
      description: m.loans_professional_benefit_3_text(),
      icon: "calendar"
    },
    {
      title: m.loans_professional_benefit_4_title(),
      description: m.loans_professional_benefit_4_text(),
      icon: "shield"
    },
    {
      title: m.loans_professional_benefit_5_title(),
      description: m.loans_professional_benefit_5_text(),
      icon: "document"
    }
  ],
  eligibility: [
    {
      title: m.loans_professional_eligibility_1_title(),
      items: [
        m.loans_professional_eligibility_1_item_1(),
        m.loans_professional_eligibility_1_item_2(),
        m.loans_professional_eligibility_1_item_3(),
        m.loans_professional_eligibility_1_item_4()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_professional_documents_1_title(),
      items: [
        m.loans_professional_documents_1_item_1(),
        m.loans_professional_documents_1_item_2(),
        m.loans_professional_documents_1_item_3()
      ]
    },
    {
      title: m.loans_professional_documents_2_title(),
      items: [
        m.loans_professional_documents_2_item_1(),
        m.loans_professional_documents_2_item_2(),
        m.loans_professional_documents_2_item_3()
      ]
    }
  ],
  faqs: [
    {
      id: "who",
      question: m.loans_professional_faq_who_question(),
      answer: m.loans_professional_faq_who_answer(),
      bulletAnswer: [
        m.loans_professional_faq_who_bullet_1(),
        m.loans_professional_faq_who_bullet_2(),
        m.loans_professional_faq_who_bullet_3()
      ]
    },
    {
      id: "rate",
      question: m.loans_professional_faq_rate_question(),
      answer: m.loans_professional_faq_rate_answer(),
      bulletAnswer: [
        m.loans_professional_faq_rate_bullet_1(),
        m.loans_professional_faq_rate_bullet_2(),
        m.loans_professional_faq_rate_bullet_3(),
        m.loans_professional_faq_rate_bullet_4()
      ]
    },
    {
      id: "amount",
      question: m.loans_professional_faq_amount_question(),
      answer: m.loans_professional_faq_amount_answer(),
      bulletAnswer: [
        m.loans_professional_faq_amount_bullet_1(),
        m.loans_professional_faq_amount_bullet_2(),
        m.loans_professional_faq_amount_bullet_3()
      ]
    },
    {
      id: "documents",
      question: m.loans_professional_faq_documents_question(),
      answer: m.loans_professional_faq_documents_answer(),
      bulletAnswer: [
        m.loans_professional_faq_documents_bullet_1(),
        m.loans_professional_faq_documents_bullet_2(),
        m.loans_professional_faq_documents_bullet_3(),
        m.loans_professional_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_professional_faq_timeline_question(),
      answer: m.loans_professional_faq_timeline_answer(),
      bulletAnswer: []
    },
    {
      id: "use",
      question: m.loans_professional_faq_use_question(),
      answer: m.loans_professional_faq_use_answer(),
      bulletAnswer: [
        m.loans_professional_faq_use_bullet_1(),
        m.loans_professional_faq_use_bullet_2(),
        m.loans_professional_faq_use_bullet_3(),
        m.loans_professional_faq_use_bullet_4()
      ]
    }
  ]
})
