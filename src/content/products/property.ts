import type { ProductPageContent } from "./types.ts"

/**
 * Loan Against Property. Figures: spec section 9 (up to ₹10 crore; salaried age 23-65, income at least
 * ₹2,40,000; self-employed age 23-70, income at least ₹2,50,000, 3 years stability) and the tenures of the
 * calculator limits (salaried up to 20 years, self-employed up to 15 years). The spec does not say whether the
 * income figures are monthly or yearly; we read them as annual income, as lenders publish them.
 */
export const loanAgainstProperty: ProductPageContent = {
  productId: "property",
  intro:
    "The home, shop or office you own can raise a large amount at a lower rate than an unsecured loan: for your business, a child's education, a wedding or to replace costlier debt. Borrow up to ₹10 crore, repay over up to 20 years, and keep living in or using the property.",
  benefits: [
    {
      title: "Up to ₹10 crore",
      description: "A large sum against the market value of residential or commercial property you own.",
      icon: "rupee"
    },
    {
      title: "Lower rates than unsecured loans",
      description: "Because the loan is secured by property, it usually costs less than a personal or business loan.",
      icon: "percent"
    },
    {
      title: "Up to 20 years to repay",
      description:
        "Salaried borrowers can repay over up to 20 years and self-employed borrowers over up to 15 years, for a lower EMI.",
      icon: "calendar"
    },
    {
      title: "Keep using your property",
      description:
        "Live in it, run your business from it or keep earning rent; only the title deeds stay with the lender.",
      icon: "key"
    },
    {
      title: "Transfer and top-up",
      description:
        "Move an existing loan against property to a lower rate, and add a top-up if the property's value allows.",
      icon: "transfer"
    }
  ],
  eligibility: [
    {
      title: "Salaried",
      items: ["Age 23 to 65 years", "Annual income of at least ₹2,40,000", "A credit history without recent defaults"]
    },
    {
      title: "Self-employed",
      items: [
        "Age 23 to 70 years",
        "Annual income of at least ₹2,50,000",
        "At least 3 years of stability in the same business or profession"
      ]
    },
    {
      title: "The property",
      items: [
        "Residential or commercial property with a clear title, in your name or owned jointly with co-applicants",
        "Self-occupied, rented or vacant, with an approved building plan"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and income",
      items: [
        "PAN card and Aadhaar card or passport of every applicant and co-owner",
        "Salaried: salary slips for 3 months, Form 16 and bank statements for 6 months",
        "Self-employed: income tax returns with computation and financials for 3 years, bank statements for 12 months"
      ]
    },
    {
      title: "Property",
      items: [
        "Title deed with the chain of previous ownership",
        "Approved building plan",
        "Latest property tax receipt",
        "Encumbrance certificate"
      ]
    }
  ],
  faqs: [
    {
      id: "eligibility",
      question: "Who is eligible for a loan against property?",
      answer: "Both salaried and self-employed owners can apply:",
      bulletAnswer: [
        "Salaried: age 23 to 65 years, with an annual income of at least ₹2,40,000",
        "Self-employed: age 23 to 70 years, with an annual income of at least ₹2,50,000 and 3 years of stability in the business",
        "Every co-owner of the property joins the loan as a co-applicant"
      ]
    },
    {
      id: "amount",
      question: "How much can I borrow?",
      answer: "Up to ₹10 crore. The amount offered is the lower of two limits:",
      bulletAnswer: [
        "A share of the property's market value, set by the lender's valuation and the property type",
        "What your income can repay after your existing EMIs",
        "Residential property usually gets a higher share of its value than commercial property"
      ]
    },
    {
      id: "rate",
      question: "What affects my interest rate?",
      answer:
        "A loan against property is secured, so it is priced below unsecured loans. Within that, your rate depends on:",
      bulletAnswer: [
        "Your credit score and income",
        "The type, location and value of the property",
        "The amount compared with the property's value",
        "Whether you are salaried or self-employed"
      ]
    },
    {
      id: "tenure",
      question: "How long can I take to repay?",
      answer:
        "Salaried borrowers can choose up to 20 years, self-employed borrowers up to 15 years. The EMI Calculator on this page shows the EMI for each.",
      bulletAnswer: []
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "The lender checks your income and the property's title:",
      bulletAnswer: [
        "PAN and address proof of every applicant and co-owner",
        "Income proof: salary slips and Form 16, or income tax returns and financials",
        "Title deed with its chain, approved plan and latest property tax receipt",
        "Encumbrance certificate showing no other loan on the property"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. It includes the lender's legal check of the title and a valuation visit. Track each step with Track Your Application.",
      bulletAnswer: []
    },
    {
      id: "use",
      question: "Can I keep using the property?",
      answer: "Yes. You keep living in it, renting it out or running your business from it. While the loan runs:",
      bulletAnswer: [
        "The lender holds the original title deeds",
        "The property must stay insured",
        "You get the deeds back with a closure letter when the loan is repaid"
      ]
    }
  ]
}
