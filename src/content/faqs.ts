/**
 * The FAQ page's questions (spec section 1: approval generally takes 7-10 working days; the eligibility calculator
 * and Track Your Application). Answers are copy with `[label](/path)` links (src/ui/RichText.tsx); `bulletAnswer`
 * lists follow the answer, as on the loan pages.
 */
import type { Faq } from "./faq.ts"

export interface FaqCategory {
  readonly id: string
  readonly title: string
  readonly faqs: ReadonlyArray<Faq>
}

export const faqCategories: ReadonlyArray<FaqCategory> = [
  {
    id: "getting-started",
    title: "Getting started",
    faqs: [
      {
        id: "what-we-do",
        question: "What does Arthika Loans do?",
        answer:
          "We are a loan marketplace: we take your enquiry, match it with the banks and NBFCs we work with, help you with the paperwork and follow your application until the money reaches your account. The lender you choose makes the credit decision and sets the final rate.",
        bulletAnswer: []
      },
      {
        id: "fees",
        question: "Do I pay anything to send an enquiry?",
        answer:
          "No. Sending an enquiry, tracking it and talking to our team are free. Lenders charge their own processing fee (for personal loans up to 4% plus GST), and you see it in the offer before you accept.",
        bulletAnswer: []
      },
      {
        id: "how-to-apply",
        question: "How do I apply?",
        answer:
          "Fill in the short [Apply Now](/resources/apply-now) form with your name, location and mobile number. You get a tracking ID at once, and our team calls you back to understand your needs and collect documents.",
        bulletAnswer: []
      }
    ]
  },
  {
    id: "eligibility",
    title: "Eligibility and documents",
    faqs: [
      {
        id: "how-much",
        question: "How much can I borrow?",
        answer:
          "It depends on your income, your existing EMIs and the lender's rules. Our [eligibility calculator](/resources/eligibility-calculator?calc=eligibility) gives a quick estimate for a personal loan from your net monthly income and monthly obligations, and the [EMI calculator](/resources/emi-calculator?calc=emi) shows what a loan would cost each month.",
        bulletAnswer: []
      },
      {
        id: "documents",
        question: "Which documents will I need?",
        answer: "Most lenders ask for the following; our team tells you exactly what your lender needs.",
        bulletAnswer: [
          "PAN card, and Aadhaar or another proof of address",
          "Salaried: salary slips for the last 3 months and bank statements for the last 6 months",
          "Self-employed: income tax returns for the last 2 years and business bank statements",
          "Secured loans: the property or vehicle papers"
        ]
      },
      {
        id: "credit-score",
        question: "What credit score do I need?",
        answer:
          "Scores run from 300 to 900, and most lenders look for 700 or more for unsecured loans. Business loans through our partners start at a CIBIL score of 675, working capital loans at 685. You can [check your credit score](/credit-score) for free.",
        bulletAnswer: []
      }
    ]
  },
  {
    id: "approval",
    title: "Approval and tracking",
    faqs: [
      {
        id: "approval-time",
        question: "How long does approval take?",
        answer:
          "Approval generally takes 7-10 working days once the lender has your complete documents. For personal loans the money usually reaches your account within 24-48 hours after approval.",
        bulletAnswer: []
      },
      {
        id: "track",
        question: "How can I check where my application stands?",
        answer:
          "Use [Track Your Application](/track-now) with the tracking ID you received after your enquiry. You will see each step, from the call back to disbursal.",
        bulletAnswer: []
      },
      {
        id: "lost-id",
        question: "I have lost my tracking ID. What can I do?",
        answer:
          "[Contact us](/contact) from the mobile number you used for the enquiry and we will find your application.",
        bulletAnswer: []
      }
    ]
  },
  {
    id: "repayment",
    title: "Repayment",
    faqs: [
      {
        id: "prepay",
        question: "Can I repay my loan early?",
        answer:
          "Usually yes. Under RBI rules, banks and NBFCs may not charge foreclosure or prepayment penalties on floating-rate term loans taken by individuals for purposes other than business. Fixed-rate loans may carry a charge: check the Key Fact Statement your lender gives you.",
        bulletAnswer: []
      },
      {
        id: "missed-emi",
        question: "What happens if I miss an EMI?",
        answer:
          "The lender charges a late fee, and the missed payment is reported to the credit bureaus, which lowers your score. If you expect trouble paying, talk to your lender early: many can reschedule or restructure a loan.",
        bulletAnswer: []
      }
    ]
  },
  {
    id: "referrals",
    title: "Referrals and rewards",
    faqs: [
      {
        id: "refer",
        question: "How does Refer & Earn work?",
        answer:
          "Refer a friend who needs a loan from the [Refer & Earn](/refer-and-earn) page. When their loan is disbursed, reward points are credited to you, and you can [redeem them](/redeem/start) with your mobile number.",
        bulletAnswer: []
      }
    ]
  }
]
