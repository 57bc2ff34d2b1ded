import type { ProductPageContent } from "./types.ts"

/**
 * Working Capital Loan. Figures: spec section 9 (from 9.50% p.a., the FAQ's 14%; eligibility: Indian, vintage 3
 * years, age 18-80, self-employed, CIBIL 685+), the tenure of our calculator limits (up to 5 years).
 * The spec quotes both 9.50% and 14%: secured limits start at 9.50%, unsecured loans at 14%.
 */
export const workingCapitalLoan: ProductPageContent = {
  productId: "working-capital",
  intro:
    "Stock to buy before orders ship, salaries due before customers pay, a supplier offering a discount for cash: a working capital loan bridges the gap between money going out and money coming in. For self-employed business owners with 3 years of vintage, from 9.50% p.a.",
  benefits: [
    {
      title: "Rates from 9.50% p.a.",
      description:
        "Limits secured by property or receivables start at 9.50% p.a.; unsecured working capital from 14% p.a.",
      icon: "percent"
    },
    {
      title: "Interest on what you use",
      description:
        "With an overdraft or cash credit limit you draw as needed and pay interest only on the amount drawn.",
      icon: "rupee"
    },
    {
      title: "Repay as cash comes in",
      description:
        "Put receivables back into the limit whenever customers pay, and draw again when the next order needs funding.",
      icon: "transfer"
    },
    {
      title: "Sized to your cycle",
      description:
        "The limit follows your turnover and operating cycle, and can grow as your business does at renewal.",
      icon: "growth"
    }
  ],
  eligibility: [
    {
      title: "Who can apply",
      items: [
        "Indian citizens",
        "Self-employed: proprietors, partners or directors of the business",
        "Business vintage of 3 years or more",
        "Age 18 to 80 years",
        "A CIBIL score of 685 or more"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and business",
      items: [
        "PAN card of the business and its owners; Aadhaar card or passport",
        "GST registration or Udyam registration",
        "Proof of business vintage: registration certificate, licence or the oldest income tax return"
      ]
    },
    {
      title: "Financials",
      items: [
        "Income tax returns with audited financials for the last 2 years",
        "GST returns and bank statements for the last 12 months",
        "A current statement of stock, debtors and creditors",
        "A list of the loans the business already repays"
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: "What interest rate will I pay on a working capital loan?",
      answer:
        "Unsecured working capital loans are priced from 14% p.a.; limits secured by property, stock or receivables start at 9.50% p.a. Your rate depends on:",
      bulletAnswer: [
        "Your CIBIL score and the business's repayment record",
        "Turnover, margins and the cash flow in your bank statements",
        "The security offered, if any",
        "How long the business has been running"
      ]
    },
    {
      id: "eligibility",
      question: "Who is eligible?",
      answer: "You can apply if you meet all of these:",
      bulletAnswer: [
        "Indian citizen",
        "Self-employed, running the business as proprietor, partner or director",
        "Business vintage of at least 3 years",
        "Age between 18 and 80 years",
        "CIBIL score of 685 or more"
      ]
    },
    {
      id: "amount",
      question: "How is the amount decided?",
      answer: "Lenders size working capital to the cash your business keeps tied up in its operating cycle:",
      bulletAnswer: [
        "Days of stock held, plus days your customers take to pay",
        "Minus the days of credit your suppliers give you",
        "Applied to your turnover, and checked against your bank statements and GST returns"
      ]
    },
    {
      id: "type",
      question: "Should I take an overdraft or a term loan?",
      answer: "It depends on how your need for cash moves:",
      bulletAnswer: [
        "Overdraft or cash credit: for a need that rises and falls through the month or season; interest only on the amount drawn",
        "Short-term loan: for a one-time need such as a large order, repaid in fixed EMIs",
        "Our loan expert helps you choose after looking at your statements"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. Overdraft and cash credit limits are reviewed once a year. Track your application with your tracking ID.",
      bulletAnswer: []
    }
  ]
}
