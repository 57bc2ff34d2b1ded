import type { ProductPageContent } from "./types.ts"

/** Auto Loan. Figures: spec section 9 (from 9.50% p.a.), the tenure of our calculator limits (1 to 7 years). */
export const autoLoan: ProductPageContent = {
  productId: "auto",
  intro:
    "Whether it is a new hatchback from the showroom or a well-kept pre-owned sedan, an auto loan pays for the car and lets you repay in fixed EMIs over 1 to 7 years, at rates from 9.50% p.a. The car is registered in your name from day one.",
  benefits: [
    {
      title: "Rates from 9.50% p.a.",
      description: "Competitive offers from banks and NBFCs among our partners, for salaried and self-employed buyers.",
      icon: "percent"
    },
    {
      title: "New and pre-owned cars",
      description: "Buy from an authorised dealer or a used car you have chosen, after the lender's valuation.",
      icon: "key"
    },
    {
      title: "1 to 7 years to repay",
      description: "Fixed EMIs over the tenure you choose, so you know each month's outflow from the start.",
      icon: "calendar"
    },
    {
      title: "The car is the security",
      description:
        "No other asset to pledge: the lender's interest is noted on the registration certificate until you repay.",
      icon: "shield"
    }
  ],
  eligibility: [
    {
      title: "Who can apply",
      items: [
        "Salaried individuals with a regular monthly salary",
        "Self-employed individuals and professionals with filed income tax returns",
        "Proprietorships, partnerships and companies buying a car in the firm's name",
        "A credit history without recent defaults"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and income",
      items: [
        "PAN card and Aadhaar card, passport or driving licence",
        "Salaried: salary slips for 3 months and bank statements for 6 months",
        "Self-employed: income tax returns for 2 years and bank statements for 6 months"
      ]
    },
    {
      title: "The car",
      items: [
        "New car: the dealer's proforma invoice",
        "Pre-owned car: registration certificate, valid insurance and the lender's valuation report"
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: "What interest rate will I pay on an auto loan?",
      answer: "Rates start at 9.50% p.a. The rate you are offered depends on:",
      bulletAnswer: [
        "Whether the car is new or pre-owned, and its age",
        "Your credit score and the EMIs you already pay",
        "Your income and employer",
        "The amount borrowed compared with the car's price, and the tenure"
      ]
    },
    {
      id: "amount",
      question: "How much of the car's price is financed?",
      answer:
        "For new cars lenders finance most of the on-road or ex-showroom price; for pre-owned cars the loan is based on the valuation. The amount offered depends on:",
      bulletAnswer: [
        "Your income and existing EMIs",
        "The car's price or valuation",
        "Your credit score",
        "The tenure you choose, from 1 to 7 years"
      ]
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "Keep these ready when our loan expert calls; a lender may ask for more for a pre-owned car:",
      bulletAnswer: [
        "PAN card and an address proof",
        "Income proof: salary slips, or income tax returns if self-employed",
        "Bank statements for the last 6 months",
        "The proforma invoice, or for a used car its registration certificate and insurance"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. After approval the lender pays the dealer or seller directly. Follow each step with Track Your Application.",
      bulletAnswer: []
    },
    {
      id: "hypothecation",
      question: "What happens to the registration certificate?",
      answer:
        "The car is registered in your name, with the lender's hypothecation noted on the registration certificate. When you finish repaying:",
      bulletAnswer: [
        "The lender issues a no-objection certificate and Form 35",
        "You submit them to your RTO to remove the hypothecation",
        "Comprehensive insurance naming the lender must be kept up while the loan runs"
      ]
    }
  ]
}
