import type { ProductPageContent } from "./types.ts"

/** Personal Loan. Figures: spec section 9, marketing figures (rate from 11.9%, FAQ 11.99%-29.99%, fee up to 4% + GST, 12-72 months, income from ₹2,000 a month, funds 24-48 hours after approval). */
export const personalLoan: ProductPageContent = {
  productId: "personal",
  intro:
    "A family wedding, a hospital bill, a course abroad or credit card dues you want to clear: a personal loan gives you a lump sum with nothing to pledge. You repay it in fixed monthly EMIs over 12 to 72 months, and once the loan is approved the money reaches your bank account within 24-48 hours.",
  benefits: [
    {
      title: "No collateral",
      description:
        "Your income and repayment record decide the loan, not your assets. There is no property, gold or deposit to pledge.",
      icon: "shield"
    },
    {
      title: "Rates from 11.9% p.a.",
      description:
        "Offers from our banking and NBFC partners, priced on your credit score, income and employer. You see the rate before you sign.",
      icon: "percent"
    },
    {
      title: "Money in 24-48 hours",
      description:
        "After approval the amount is credited to your bank account within 24-48 hours, so a planned expense is not held up.",
      icon: "bolt"
    },
    {
      title: "12 to 72 months to repay",
      description:
        "A shorter tenure saves interest; a longer one lowers the EMI. Pick the balance that fits your monthly budget.",
      icon: "calendar"
    },
    {
      title: "Charges stated upfront",
      description:
        "A one-time processing fee of up to 4% of the loan plus GST, shown in your sanction letter before you accept. Nothing added later.",
      icon: "document"
    },
    {
      title: "Use it as you need",
      description:
        "Weddings, travel, education, home repairs, medical costs or consolidating costlier debt: any lawful personal need.",
      icon: "check"
    }
  ],
  eligibility: [
    {
      title: "Who can apply",
      items: [
        "Indian citizens living in India",
        "Salaried or self-employed, with a regular income credited to a bank account",
        "Net monthly income of at least ₹2,000",
        "A repayment record without recent defaults or settled accounts; a higher credit score earns a lower rate"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and address",
      items: [
        "PAN card (required)",
        "Aadhaar card, passport, voter ID or driving licence",
        "A recent passport-size photograph"
      ]
    },
    {
      title: "Income",
      items: [
        "Salaried: salary slips for the last 3 months and Form 16 for the last year",
        "Self-employed: income tax returns for the last 2 years",
        "Bank statements for the last 6 months of the account your income is paid into"
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: "What interest rate will I pay on a personal loan?",
      answer:
        "Personal loan rates with our lending partners range from 11.99% to 29.99% p.a. The rate you are offered is fixed for the whole tenure and depends on your profile:",
      bulletAnswer: [
        "Your credit score and how regularly you have repaid past loans and cards",
        "Your net monthly income and the EMIs you already pay",
        "Your employer or business, and how long you have been with it",
        "The amount and tenure you choose"
      ]
    },
    {
      id: "charges",
      question: "What charges apply besides interest?",
      answer: "Every charge is listed in the sanction letter you accept before disbursal:",
      bulletAnswer: [
        "Processing fee: up to 4% of the loan amount plus GST, charged once and usually deducted from the amount disbursed",
        "Late payment charges if an EMI is missed or bounces, as set out in the loan agreement",
        "Part-prepayment or foreclosure charges, where the lender levies any, stated in the sanction letter"
      ]
    },
    {
      id: "eligibility",
      question: "Am I eligible for a personal loan?",
      answer:
        "You can apply if you are an Indian citizen with a regular income of at least ₹2,000 a month. Use the Eligibility Calculator to see how much you can borrow from your income and current EMIs. Lenders also look at:",
      bulletAnswer: [
        "Your credit report: missed payments and settled accounts lower your chances",
        "How much of your income already goes to EMIs",
        "The stability of your job or business"
      ]
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "Keep these ready; our loan expert tells you if your lender needs anything else:",
      bulletAnswer: [
        "PAN card and one address proof (Aadhaar, passport, voter ID or driving licence)",
        "Salary slips for the last 3 months, or income tax returns for 2 years if self-employed",
        "Bank statements for the last 6 months",
        "A passport-size photograph"
      ]
    },
    {
      id: "timeline",
      question: "How soon will I get the money?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. After approval the amount is credited to your bank account within 24-48 hours.",
      bulletAnswer: [
        "Send your enquiry with Apply Now and note your tracking ID",
        "Share your documents with our loan expert",
        "Follow every step with Track Your Application"
      ]
    },
    {
      id: "tenure",
      question: "Should I choose a short or a long tenure?",
      answer:
        "Tenures run from 12 to 72 months. The EMI Calculator on this page shows the trade-off for your amount and rate:",
      bulletAnswer: [
        "A shorter tenure means a higher EMI but less interest in total",
        "A longer tenure lowers the EMI but you pay more interest over the loan",
        "Keep all your EMIs together within a comfortable share of your take-home pay"
      ]
    }
  ]
}
