import type { BlogArticle } from "./types.ts"

export const personalLoanDocuments: BlogArticle = {
  slug: "personal-loan-documents",
  title: "Documents you need for a personal loan in India",
  summary:
    "A checklist of KYC, income and bank documents for salaried and self-employed borrowers, and tips that speed up approval.",
  published: "2026-07-14",
  author: "Arthika Loans editorial team",
  topic: "Applying",
  sections: [
    {
      paragraphs: [
        "Most delays in a loan application come from missing or mismatched documents. Having the right papers ready before you apply can take days off the wait. Here is what lenders usually ask for; your lender may need a little more or less."
      ]
    },
    {
      heading: "Identity and address (KYC)",
      paragraphs: [],
      list: [
        "PAN card: needed for every loan.",
        "Proof of address: Aadhaar, passport, voter ID or driving licence. Many lenders verify Aadhaar electronically (e-KYC) or over a video call.",
        "A recent photograph, if the lender does not take one during video KYC."
      ]
    },
    {
      heading: "If you are salaried",
      paragraphs: [],
      list: [
        "Salary slips for the last 3 months.",
        "Bank statements for the last 6 months from the account your salary reaches.",
        "Form 16 or your latest income tax return, for larger amounts.",
        "Your employee ID or an employment letter if you joined your employer recently."
      ]
    },
    {
      heading: "If you are self-employed",
      paragraphs: [],
      list: [
        "Income tax returns for the last 2 years, with the computation of income.",
        "Profit and loss account and balance sheet, audited where your turnover requires an audit.",
        "Business bank statements for the last 6 to 12 months.",
        "Proof that the business exists: GST registration, Udyam registration, shop and establishment licence or similar.",
        "Professionals such as doctors and architects: your registration or degree certificate."
      ]
    },
    {
      heading: "Tips for a quick approval",
      paragraphs: [],
      list: [
        "Make sure your name, date of birth and address match across PAN, Aadhaar and bank records. A missing middle name is a common reason for a recheck.",
        "Link your PAN and Aadhaar; lenders check it.",
        "Download bank statements as the bank's own PDF. Edited or re-typed statements are rejected.",
        "Know your existing EMIs and card dues: lenders compare them with your income. Our [eligibility calculator](/resources/eligibility-calculator?calc=eligibility) shows how they affect the amount you can borrow."
      ],
      after:
        "Ready? [Apply now](/resources/apply-now) and keep your tracking ID: you can follow every step on [Track Your Application](/track-now)."
    }
  ]
}
