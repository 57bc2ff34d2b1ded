import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/** Personal Loan. Figures: spec section 9, marketing figures (rate from 11.9%, FAQ 11.99%-29.99%, fee up to 4% + GST, 12-72 months, income from ₹2,000 a month, funds 24-48 hours after approval). */
export const personalLoan = (): ProductPageContent => ({
  productId: "personal",
  intro: m.loans_personal_intro(),
  benefits: [
    {
      title: m.loans_personal_benefit_1_title(),
      description: m.loans_personal_benefit_1_text(),
      icon: "shield"
    },
    {
      title: m.loans_personal_benefit_2_title(),
      description: m.loans_personal_benefit_2_text(),
      icon: "percent"
    },
    {
      title: m.loans_personal_benefit_3_title(),
      description: m.loans_personal_benefit_3_text(),
      icon: "bolt"
    },
    {
      title: m.loans_personal_benefit_4_title(),
      description: m.loans_personal_benefit_4_text(),
      icon: "calendar"
    },
    {
      title: m.loans_personal_benefit_5_title(),
      description: m.loans_personal_benefit_5_text(),
      icon: "document"
    },
    {
      title: m.loans_personal_benefit_6_title(),
      description: m.loans_personal_benefit_6_text(),
      icon: "check"
    }
  ],
  eligibility: [
    {
      title: m.loans_personal_eligibility_1_title(),
      items: [
        m.loans_personal_eligibility_1_item_1(),
        m.loans_personal_eligibility_1_item_2(),
        m.loans_personal_eligibility_1_item_3(),
        m.loans_personal_eligibility_1_item_4()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_personal_documents_1_title(),
      items: [
        m.loans_personal_documents_1_item_1(),
        m.loans_personal_documents_1_item_2(),
        m.loans_personal_documents_1_item_3()
      ]
    },
    {
      title: m.loans_personal_documents_2_title(),
      items: [
        m.loans_personal_documents_2_item_1(),
        m.loans_personal_documents_2_item_2(),
        m.loans_personal_documents_2_item_3()
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: m.loans_personal_faq_rate_question(),
      answer: m.loans_personal_faq_rate_answer(),
      bulletAnswer: [
        m.loans_personal_faq_rate_bullet_1(),
        m.loans_personal_faq_rate_bullet_2(),
        m.loans_personal_faq_rate_bullet_3(),
        m.loans_personal_faq_rate_bullet_4()
      ]
    },
    {
      id: "charges",
      question: m.loans_personal_faq_charges_question(),
      answer: m.loans_personal_faq_charges_answer(),
      bulletAnswer: [
        m.loans_personal_faq_charges_bullet_1(),
        m.loans_personal_faq_charges_bullet_2(),
        m.loans_personal_faq_charges_bullet_3()
      ]
    },
    {
      id: "eligibility",
      question: m.loans_personal_faq_eligibility_question(),
      answer: m.loans_personal_faq_eligibility_answer(),
      bulletAnswer: [
        m.loans_personal_faq_eligibility_bullet_1(),
        m.loans_personal_faq_eligibility_bullet_2(),
        m.loans_personal_faq_eligibility_bullet_3()
      ]
    },
    {
      id: "documents",
      question: m.loans_personal_faq_documents_question(),
      answer: m.loans_personal_faq_documents_answer(),
      bulletAnswer: [
        m.loans_personal_faq_documents_bullet_1(),
        m.loans_personal_faq_documents_bullet_2(),
        m.loans_personal_faq_documents_bullet_3(),
        m.loans_personal_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_personal_faq_timeline_question(),
      answer: m.loans_personal_faq_timeline_answer(),
      bulletAnswer: [
        m.loans_personal_faq_timeline_bullet_1(),
        m.loans_personal_faq_timeline_bullet_2(),
        m.loans_personal_faq_timeline_bullet_3()
      ]
    },
    {
      id: "tenure",
      question: m.loans_personal_faq_tenure_question(),
      answer: m.loans_personal_faq_tenure_answer(),
      bulletAnswer: [
        m.loans_personal_faq_tenure_bullet_1(),
        m.loans_personal_faq_tenure_bullet_2(),
        m.loans_personal_faq_tenure_bullet_3()
      ]
    }
  ]
})
