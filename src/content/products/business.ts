import type { ProductPageContent } from "./types.ts"

/**
 * Business Loan. Figures: spec section 9 (minimum CIBIL 675; rates from 13.25% for professionals and 16% for
 * non-professionals; the banner's 14.99%), amounts and tenure from the calculator limits (₹25,000 to ₹5 crore,
 * 12 to 84 months), the 30% utilisation tip of the credit score check.
 */
export const businessLoan: ProductPageContent = {
  productId: "business",
  intro:
    "Expansion, a large order, new machinery, a second outlet or more stock before the festive season: a business loan gives your firm the funds without pledging property. Proprietors, partnerships, LLPs and private limited companies can apply, with rates from 13.25% p.a. for self-employed professionals and 16% p.a. for other businesses.",
  benefits: [
    {
      title: "No collateral",
      description:
        "An unsecured loan assessed on your turnover, profits and banking. Your home and premises stay free of any charge.",
      icon: "shield"
    },
    {
      title: "₹25,000 to ₹5 crore",
      description:
        "From a small top-up for stock to funding a new unit, sized to what your income tax returns and bank statements support.",
      icon: "rupee"
    },
    {
      title: "1 to 7 years to repay",
      description: "Match the tenure to the purpose: short for inventory, longer for equipment that earns over years.",
      icon: "calendar"
    },
    {
      title: "Rates from 13.25% p.a.",
      description:
        "Professionals such as doctors and CAs from 13.25% p.a., other businesses from 16% p.a., depending on your credit and financials.",
      icon: "percent"
    },
    {
      title: "Many lenders, one enquiry",
      description:
        "We put your file before the banks and NBFCs among our lending partners that fit your profile, so you do not apply everywhere.",
      icon: "handshake"
    }
  ],
  eligibility: [
    {
      title: "Who can apply",
      items: [
        "Indian proprietorships, partnership firms, LLPs and private limited companies",
        "Self-employed professionals such as doctors, chartered accountants and architects",
        "A business with filed income tax returns and an active current account",
        "A CIBIL score of 675 or more for the applicant and for each partner or director who co-signs"
      ]
    }
  ],
  documents: [
    {
      title: "Identity",
      items: [
        "PAN card of the business and of each applicant",
        "Aadhaar card or passport of the proprietor, partners or directors"
      ]
    },
    {
      title: "Business proof",
      items: [
        "GST registration certificate or Udyam registration",
        "Partnership deed, LLP agreement, or memorandum and articles of association",
        "Proof of the business address (rent agreement, utility bill or property papers)"
      ]
    },
    {
      title: "Financials",
      items: [
        "Income tax returns with computation of income for the last 2 years",
        "Audited profit and loss account and balance sheet for the last 2 years",
        "Bank statements of the main current account for the last 12 months",
        "GST returns for the last 12 months, where registered"
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: "What interest rate will I pay on a business loan?",
      answer:
        "Rates start at 13.25% p.a. for self-employed professionals and at 16% p.a. for other businesses. Offers shown on our home page, such as business loans at 14.99% p.a., apply to eligible profiles; your rate is confirmed in the sanction letter. What moves it:",
      bulletAnswer: [
        "The CIBIL scores of the business and of its owners",
        "Turnover, profit and how steady they have been in your income tax returns",
        "Average balances and cheque bounces in your bank statements",
        "How long the business has been running, and the loans it already repays"
      ]
    },
    {
      id: "cibil",
      question: "What CIBIL score do I need?",
      answer:
        "The minimum CIBIL score is 675, for the applicant and for each partner or director who signs. A higher score gives you a better chance and a lower rate. To improve yours:",
      bulletAnswer: [
        "Pay every EMI and card bill on or before the due date",
        "Keep credit card use under 30% of the limit",
        "Avoid applying with several lenders at once; each application is recorded",
        "Check your credit report and have any error corrected"
      ]
    },
    {
      id: "amount",
      question: "How much can my business borrow?",
      answer: "Business loans run from ₹25,000 to ₹5 crore. The amount offered depends on:",
      bulletAnswer: [
        "Your turnover and the profit shown in your income tax returns",
        "The cash flow visible in your bank statements",
        "EMIs the business and its owners already pay",
        "The tenure you choose, from 1 to 7 years"
      ]
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "Keep these ready; your lender may ask for more for larger amounts:",
      bulletAnswer: [
        "PAN and KYC of the business and its owners",
        "GST or Udyam registration, and the partnership deed or company documents",
        "Income tax returns and audited financials for the last 2 years",
        "Bank statements of the main current account for the last 12 months"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. You can follow your application at any time with Track Your Application and your tracking ID.",
      bulletAnswer: []
    },
    {
      id: "use",
      question: "What can I use a business loan for?",
      answer: "Any genuine business purpose, for example:",
      bulletAnswer: [
        "Buying stock or raw material ahead of a busy season",
        "Machinery, equipment, vehicles or software",
        "Opening a new outlet or renovating your premises",
        "Taking on a large order or contract"
      ]
    }
  ]
}
