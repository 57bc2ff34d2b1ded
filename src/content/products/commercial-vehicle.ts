import type { ProductPageContent } from "./types.ts"

/** Commercial Vehicle Loan. Figures: spec section 9 (from 9.50% p.a., up to 100% of chassis value), the tenure of our calculator limits (1 to 6 years). */
export const commercialVehicleLoan: ProductPageContent = {
  productId: "commercial-vehicle",
  intro:
    "Trucks, tippers, buses, pickups, tankers and three-wheelers: a commercial vehicle loan funds up to 100% of the chassis value, new or used, from 9.50% p.a. Transport operators, fleet owners and first-time buyers with a contract in hand can apply.",
  benefits: [
    {
      title: "Up to 100% of chassis value",
      description: "Keep your cash for body building, insurance and the first months of running costs.",
      icon: "rupee"
    },
    {
      title: "Rates from 9.50% p.a.",
      description:
        "Offers from banks and NBFCs among our partners, priced on your transport experience and repayment record.",
      icon: "percent"
    },
    {
      title: "1 to 6 years to repay",
      description: "A tenure in step with your vehicle's earning life, so its income pays the EMI.",
      icon: "calendar"
    },
    {
      title: "New and used vehicles",
      description:
        "Finance for a new vehicle from the dealer or a used one after valuation, for one vehicle or a growing fleet.",
      icon: "growth"
    },
    {
      title: "First-time buyers welcome",
      description: "A transport contract or experience as a driver can support your first vehicle.",
      icon: "handshake"
    }
  ],
  eligibility: [
    {
      title: "Who can apply",
      items: [
        "Individuals, proprietorships, partnerships and companies in transport or using vehicles in their business",
        "Fleet owners adding vehicles, with a record of repaying earlier vehicle loans",
        "First-time buyers with a contract, an attachment to a transporter, or driving experience",
        "A credit history without recent defaults"
      ]
    }
  ],
  documents: [
    {
      title: "Identity and income",
      items: [
        "PAN card and Aadhaar card or passport; a driving licence for driver-owners",
        "Income tax returns for the last 2 years, where filed",
        "Bank statements for the last 6 months"
      ]
    },
    {
      title: "Vehicles",
      items: [
        "Proforma invoice of the chassis, and the body builder's quotation",
        "Registration certificates of vehicles you already own, and their loan repayment track",
        "Used vehicle: registration certificate, permit, fitness certificate and insurance",
        "Transport contracts or work orders, if any"
      ]
    }
  ],
  faqs: [
    {
      id: "rate",
      question: "What interest rate will I pay?",
      answer: "Rates start at 9.50% p.a. The rate you are offered depends on:",
      bulletAnswer: [
        "Your experience in transport and the size of your fleet",
        "How you have repaid earlier vehicle loans",
        "Whether the vehicle is new or used, and its type",
        "Your credit score and the tenure you choose"
      ]
    },
    {
      id: "chassis",
      question: "What does up to 100% of chassis value mean?",
      answer:
        "The loan can cover the full price of the chassis on the invoice. The body, insurance and registration are assessed separately:",
      bulletAnswer: [
        "The body building cost may be financed on the body builder's quotation",
        "For used vehicles the loan is based on the lender's valuation",
        "The final amount depends on your repayment capacity"
      ]
    },
    {
      id: "documents",
      question: "Which documents do I need?",
      answer: "Keep these ready; fleet owners are also asked for the repayment track of their current vehicle loans:",
      bulletAnswer: [
        "PAN, address proof and driving licence",
        "Proforma invoice and body quotation",
        "Registration certificates of your current fleet",
        "Bank statements for the last 6 months"
      ]
    },
    {
      id: "timeline",
      question: "How long does approval take?",
      answer:
        "Approval generally takes 7-10 working days once your documents are complete. After approval the lender pays the dealer. Track each step with Track Your Application.",
      bulletAnswer: []
    },
    {
      id: "insurance",
      question: "Is insurance required?",
      answer: "Yes. While the loan runs:",
      bulletAnswer: [
        "Comprehensive insurance with the lender noted as hypothecatee",
        "Renewal before it lapses, every year",
        "Valid permit and fitness certificate for the vehicle"
      ]
    }
  ]
}
