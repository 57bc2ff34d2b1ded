import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/** Auto Loan. Figures: spec section 9 (from 9.50% p.a.), the tenure of our calculator limits (1 to 7 years). */
export const autoLoan = (): ProductPageContent => ({
  productId: "auto",
  intro: m.loans_auto_intro(),
  benefits: [
    {
      title: m.loans_auto_benefit_1_title(),
      description: m.loans_auto_benefit_1_text(),
      icon: "percent"
    },
    {
      title: m.loans_auto_benefit_2_title(),
      description: m.loans_auto_benefit_2_text(),
      icon: "key"
    },
    {
      title: m.loans_auto_benefit_3_title(),
      description: m.loans_auto_benefit_3_text(),
      icon: "calendar"
    },
    {
      title: m.loans_auto_benefit_4_title(),
      description: m.loans_auto_benefit_4_text(),
      icon: "shield"
    }
  ],
  eligibility: [
    {
      title: m.loans_auto_eligibility_1_title(),
      items: [
        m.loans_auto_eligibility_1_item_1(),
        m.loans_auto_eligibility_1_item_2(),
        m.loans_auto_eligibility_1_item_3(),
        m.loans_auto_eligibility_1_item_4()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_auto_documents_1_title(),
      items: [m.loans_auto_documents_1_item_1(), m.loans_auto_documents_1_item_2(), m.loans_auto_documents_1_item_3()]
    },
    {
      title: m.loans_auto_documents_2_title(),
      items: [m.loans_auto_documents_2_item_1(), m.loans_auto_documents_2_item_2()]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: m.loans_auto_faq_rate_question(),
      answer: m.loans_auto_faq_rate_answer(),
      bulletAnswer: [
        m.loans_auto_faq_rate_bullet_1(),
        m.loans_auto_faq_rate_bullet_2(),
        m.loans_auto_faq_rate_bullet_3(),
        m.loans_auto_faq_rate_bullet_4()
      ]
    },
    {
      id: "amount",
      question: m.loans_auto_faq_amount_question(),
      answer: m.loans_auto_faq_amount_answer(),
      bulletAnswer: [
        m.loans_auto_faq_amount_bullet_1(),
        m.loans_auto_faq_amount_bullet_2(),
        m.loans_auto_faq_amount_bullet_3(),
        m.loans_auto_faq_amount_bullet_4()
      ]
    },
    {
      id: "documents",
      question: m.loans_auto_faq_documents_question(),
      answer: m.loans_auto_faq_documents_answer(),
      bulletAnswer: [
        m.loans_auto_faq_documents_bullet_1(),
        m.loans_auto_faq_documents_bullet_2(),
        m.loans_auto_faq_documents_bullet_3(),
        m.loans_auto_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_auto_faq_timeline_question(),
      answer: m.loans_auto_faq_timeline_answer(),
      bulletAnswer: []
    },
    {
      id: "hypothecation",
      question: m.loans_auto_faq_hypothecation_question(),
      answer: m.loans_auto_faq_hypothecation_answer(),
      bulletAnswer: [
        m.loans_auto_faq_hypothecation_bullet_1(),
        m.loans_auto_faq_hypothecation_bullet_2(),
        m.loans_auto_faq_hypothecation_bullet_3()
      ]
    }
  ]
})
