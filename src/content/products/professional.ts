import type { ProductPageContent } from "./types.ts"

/** Professional Loan. Figures: spec section 9 (from 9.50% p.a., up to ₹50 lakh, tenure up to 60 months). */
export const professionalLoan: ProductPageContent = {
  productId: "professional",
  intro:
    "Doctors, chartered accountants and architects hold a qualification lenders trust. A professional loan turns it into funds to open or upgrade a clinic, buy diagnostic equipment, fit out an office or carry your practice through slow months: up to ₹50 lakh from 9.50% p.a., with no collateral.",
  benefits: [
    {
      title: "Rates from 9.50% p.a.",
      description:
        "Your professional degree and registration count in your favour, so rates start lower than for a general business loan.",
      icon: "percent"
    },
    {
      title: "Up to ₹50 lakh",
      description: "Enough for a clinic fit-out, imaging or dental equipment, or an office for your firm.",
      icon: "rupee"
    },
    {
      title: "Up to 60 months to repay",
      description: "Spread the cost of equipment over the years it earns for your practice.",
      icon: "calendar"
    },
    {
      title: "No collateral",
      description: "An unsecured loan: no property or deposit to pledge, and no guarantor in most cases.",
      icon: "shield"
    },
    {
      title: "Simple paperwork",
      description: "Your degree, your registration with your council and your returns do most of the work.",
      icon: "document"
    }
  ],
  eligibility: [
    {
      title: "Who can apply",
      items: [
        "Doctors (MBBS, MD, MS, BDS, MDS and AYUSH graduates) registered with a medical or dental council",
        "Chartered accountants holding a certificate of practice from ICAI",
        "Architects registered with the Council of Architecture",
        "Practising on your own or in a firm, or salaried at a hospital or practice, with a good repayment record"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and qualification",
      items: [
        "PAN card and Aadhaar card or passport",
        "Highest degree certificate",
        "Registration certificate from your council or institute"
      ]
    },
    {
      title: "Practice and income",
      items: [
        "Proof of your clinic or office address",
        "Income tax returns for the last 2 years",
        "Bank statements for the last 6 months"
      ]
    }
  ],
  faqs: [
    {
      id: "who",
      question: "Who counts as a professional for this loan?",
      answer: "The loan is for qualified professionals whose practice is registered with their regulator:",
      bulletAnswer: [
        "Doctors and dentists registered with the National Medical Commission, a state medical council or a dental council",
        "Chartered accountants with a certificate of practice from ICAI",
        "Architects registered with the Council of Architecture"
      ]
    },
    {
      id: "rate",
      question: "What interest rate will I pay?",
      answer: "Rates start at 9.50% p.a. The rate you are offered depends on:",
      bulletAnswer: [
        "Your credit score and repayment history",
        "How many years you have practised since qualifying",
        "The income shown in your returns and bank statements",
        "The amount and tenure you choose"
      ]
    },
    {
      id: "amount",
      question: "How much can I borrow, and for how long?",
      answer: "You can borrow up to ₹50 lakh and repay it over up to 60 months. The amount offered is based on:",
      bulletAnswer: [
        "The income of your practice or your salary",
        "The EMIs you already pay",
        "The purpose: equipment loans are often sized to the quotation"
      ]
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "Keep these ready; our loan expert tells you if your lender needs anything else:",
      bulletAnswer: [
        "PAN card and an address proof",
        "Degree and registration certificates",
        "Income tax returns for the last 2 years",
        "Bank statements for the last 6 months"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. Your tracking ID lets you follow each step with Track Your Application.",
      bulletAnswer: []
    },
    {
      id: "use",
      question: "What can I use a professional loan for?",
      answer: "Any need of your practice or home, for example:",
      bulletAnswer: [
        "Setting up or renovating a clinic, studio or office",
        "Medical, dental, diagnostic or design equipment and software",
        "Working capital while payments from clients or insurers come in",
        "Personal needs such as a wedding or education"
      ]
    }
  ]
}
