import { m } from "../../../i18n/paraglide/messages.js"
import type { ProductPageContent } from "./types.ts"

/** Commercial Vehicle Loan. Figures: spec section 9 (from 9.50% p.a., up to 100% of chassis value), the tenure of our calculator limits (1 to 6 years). */
export const commercialVehicleLoan = (): ProductPageContent => ({
  productId: "commercial-vehicle",
  intro: m.loans_commercial_vehicle_intro(),
  benefits: [
    {
      title: m.loans_commercial_vehicle_benefit_1_title(),
      description: m.loans_commercial_vehicle_benefit_1_text(),
      icon: "rupee"
    },
    {
      title: m.loans_commercial_vehicle_benefit_2_title(),
      description: m.loans_commercial_vehicle_benefit_2_text(),
      icon: "percent"
    },
    {
      title: m.loans_commercial_vehicle_benefit_3_title(),
      description: m.loans_commercial_vehicle_benefit_3_text(),
      icon: "calendar"
    },
    {
      title: m.loans_commercial_vehicle_benefit_4_title(),
      description: m.loans_commercial_vehicle_benefit_4_text(),
      icon: "growth"
    },
    {
      title: m.loans_commercial_vehicle_benefit_5_title(),
      description: m.loans_commercial_vehicle_benefit_5_text(),
      icon: "handshake"
    }
  ],
  eligibility: [
    {
      title: m.loans_commercial_vehicle_eligibility_1_title(),
      items: [
        m.loans_commercial_vehicle_eligibility_1_item_1(),
        m.loans_commercial_vehicle_eligibility_1_item_2(),
        m.loans_commercial_vehicle_eligibility_1_item_3(),
        m.loans_commercial_vehicle_eligibility_1_item_4()
      ]
    }
  ],
  documents: [
    {
      title: m.loans_commercial_vehicle_documents_1_title(),
      items: [
        m.loans_commercial_vehicle_documents_1_item_1(),
        m.loans_commercial_vehicle_documents_1_item_2(),
        m.loans_commercial_vehicle_documents_1_item_3()
      ]
    },
    {
      title: m.loans_commercial_vehicle_documents_2_title(),
      items: [
        m.loans_commercial_vehicle_documents_2_item_1(),
        m.loans_commercial_vehicle_documents_2_item_2(),
        m.loans_commercial_vehicle_documents_2_item_3(),
        m.loans_commercial_vehicle_documents_2_item_4()
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: m.loans_commercial_vehicle_faq_rate_question(),
      answer: m.loans_commercial_vehicle_faq_rate_answer(),
      bulletAnswer: [
        m.loans_commercial_vehicle_faq_rate_bullet_1(),
        m.loans_commercial_vehicle_faq_rate_bullet_2(),
        m.loans_commercial_vehicle_faq_rate_bullet_3(),
        m.loans_commercial_vehicle_faq_rate_bullet_4()
      ]
    },
    {
      id: "chassis",
      question: m.loans_commercial_vehicle_faq_chassis_question(),
      answer: m.loans_commercial_vehicle_faq_chassis_answer(),
      bulletAnswer: [
        m.loans_commercial_vehicle_faq_chassis_bullet_1(),
        m.loans_commercial_vehicle_faq_chassis_bullet_2(),
        m.loans_commercial_vehicle_faq_chassis_bullet_3()
      ]
    },
    {
      id: "documents",
      question: m.loans_commercial_vehicle_faq_documents_question(),
      answer: m.loans_commercial_vehicle_faq_documents_answer(),
      bulletAnswer: [
        m.loans_commercial_vehicle_faq_documents_bullet_1(),
        m.loans_commercial_vehicle_faq_documents_bullet_2(),
        m.loans_commercial_vehicle_faq_documents_bullet_3(),
        m.loans_commercial_vehicle_faq_documents_bullet_4()
      ]
    },
    {
      id: "timeline",
      question: m.loans_commercial_vehicle_faq_timeline_question(),
      answer: m.loans_commercial_vehicle_faq_timeline_answer(),
      bulletAnswer: []
    },
    {
      id: "insurance",
      question: m.loans_commercial_vehicle_faq_insurance_question(),
      answer: m.loans_commercial_vehicle_faq_insurance_answer(),
      bulletAnswer: [
        m.loans_commercial_vehicle_faq_insurance_bullet_1(),
        m.loans_commercial_vehicle_faq_insurance_bullet_2(),
        m.loans_commercial_vehicle_faq_insurance_bullet_3()
      ]
    }
  ]
})
