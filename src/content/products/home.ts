import type { ProductPageContent } from "./types.ts"

/**
 * Home Loan. Figures: spec section 9 (from 8.45% p.a., ₹5 lakh to ₹5 crore), the tenure of the calculator limits
 * (up to 30 years), RBI's loan-to-value limits for housing loans (90% up to ₹30 lakh, 80% up to ₹75 lakh, 75%
 * above) and the Income Tax Act's deductions under the old regime (₹1.5 lakh under Section 80C, ₹2 lakh under
 * Section 24(b)).
 */
export const homeLoan: ProductPageContent = {
  productId: "home",
  intro:
    "Your first flat, a resale house, a home under construction or a house built on your own plot: a home loan spreads the cost over up to 30 years. Borrow ₹5 lakh to ₹5 crore from 8.45% p.a., salaried or self-employed, alone or with a co-applicant.",
  benefits: [
    {
      title: "Rates from 8.45% p.a.",
      description:
        "Offers from banks and housing finance companies among our partners, compared for you before you choose.",
      icon: "percent"
    },
    {
      title: "Up to 30 years to repay",
      description: "A long tenure keeps the EMI affordable; prepay whenever you have surplus funds to finish sooner.",
      icon: "calendar"
    },
    {
      title: "₹5 lakh to ₹5 crore",
      description:
        "From a small home in a tier-3 town to a family home in a metro, for purchase, construction or extension.",
      icon: "key"
    },
    {
      title: "Balance transfer",
      description:
        "Paying more on an existing home loan? Move it to a lender with a lower rate, with a top-up if you need one.",
      icon: "transfer"
    },
    {
      title: "Tax benefits",
      description:
        "Under the old tax regime, deduct up to ₹1.5 lakh of principal (Section 80C) and up to ₹2 lakh of interest (Section 24(b)) a year.",
      icon: "tax"
    },
    {
      title: "No prepayment penalty on floating rates",
      description:
        "RBI rules do not allow foreclosure or part-prepayment charges on floating-rate home loans to individuals.",
      icon: "check"
    }
  ],
  eligibility: [
    {
      title: "Salaried",
      items: [
        "Indian citizens in permanent employment with a regular salary",
        "A credit history without recent defaults",
        "Your spouse or a parent can join as co-applicant to raise the amount"
      ]
    },
    {
      title: "Self-employed",
      items: [
        "Professionals and business owners with filed income tax returns",
        "A business with a steady record of income",
        "Co-owners of the property join as co-applicants"
      ]
    },
    {
      title: "The property",
      items: [
        "Clear and marketable title",
        "Building plan approved by the local authority",
        "For a new project: approved by the lender and, where applicable, registered under RERA"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and income",
      items: [
        "PAN card and Aadhaar card or passport of every applicant",
        "Salaried: salary slips for 3 months, Form 16 for 2 years, bank statements for 6 months",
        "Self-employed: income tax returns with computation for 3 years, audited financials, bank statements for 12 months"
      ]
    },
    {
      title: "Property",
      items: [
        "Sale agreement or builder's allotment letter",
        "Title deeds with the chain of previous owners",
        "Approved building plan and occupancy or completion certificate where issued",
        "Receipts of payments made to the seller or builder"
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: "What interest rate will I pay on a home loan?",
      answer:
        "Home loan rates start at 8.45% p.a. Most home loans carry a floating rate linked to a benchmark such as the RBI repo rate, so your EMI or tenure changes when the benchmark moves. Your rate depends on:",
      bulletAnswer: [
        "Your credit score",
        "Your income, employer and the EMIs you already pay",
        "The loan amount compared with the property's value",
        "Whether you choose a floating or a fixed rate"
      ]
    },
    {
      id: "amount",
      question: "How much of the property price can I borrow?",
      answer:
        "Loans run from ₹5 lakh to ₹5 crore. RBI caps the loan at a share of the property's value, and you pay the rest as down payment:",
      bulletAnswer: [
        "Up to 90% of the value for loans up to ₹30 lakh",
        "Up to 80% for loans above ₹30 lakh and up to ₹75 lakh",
        "Up to 75% for loans above ₹75 lakh",
        "Stamp duty and registration are usually paid by you and are not counted in the value"
      ]
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "Lenders check both you and the property:",
      bulletAnswer: [
        "PAN and address proof of every applicant",
        "Income proof: salary slips and Form 16, or income tax returns and financials if self-employed",
        "Bank statements: 6 months if salaried, 12 months if self-employed",
        "Property papers: sale agreement, title chain and approved plan"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. It includes a legal check of the title and a technical valuation of the property. Track each step with Track Your Application.",
      bulletAnswer: []
    },
    {
      id: "prepayment",
      question: "Can I prepay or close my home loan early?",
      answer: "Yes. Prepaying cuts the interest you pay, and on floating rates it costs you nothing extra:",
      bulletAnswer: [
        "No prepayment or foreclosure charges on floating-rate home loans to individuals, as RBI requires",
        "Fixed-rate loans may carry a charge, stated in your sanction letter",
        "After a part-prepayment, choose a lower EMI or a shorter tenure"
      ]
    },
    {
      id: "transfer",
      question: "Can I move my existing home loan to a lower rate?",
      answer:
        "Yes, through a balance transfer: the new lender pays off your current lender and takes over the loan at its own rate. It is worth it when:",
      bulletAnswer: [
        "The rate difference is meaningful and many years of tenure remain",
        "Your repayment record on the existing loan is clean",
        "You also need a top-up for renovation or another purpose"
      ]
    },
    {
      id: "tax",
      question: "What tax benefits does a home loan give?",
      answer: "Under the old tax regime, for a home you live in:",
      bulletAnswer: [
        "Principal repaid: up to ₹1.5 lakh a year under Section 80C, within its overall limit",
        "Interest paid: deduction of up to ₹2 lakh a year under Section 24(b)",
        "Co-borrowers who are co-owners can each claim their share",
        "The new tax regime does not allow these deductions for a self-occupied home"
      ]
    }
  ]
}
