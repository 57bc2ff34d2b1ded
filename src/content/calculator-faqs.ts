/**
 * Questions people ask about the EMI and eligibility calculators, shown on the calculator screen. Copy is data; the
 * figures are the calculator's own (domain/calculator.ts), e.g. ₹5,00,000 at 10.5% a year, and the eligibility rule
 * of spec section 9. Same shape as the loan pages' FAQs: question, answer, bullet list (may be empty).
 */
import type { Faq } from "./faq.ts"

export type CalculatorFaq = Faq

export const calculatorFaqs: ReadonlyArray<CalculatorFaq> = [
  {
    id: "what-is-emi",
    question: "What is an EMI and how does the calculator work it out?",
    answer:
      "An EMI (equated monthly instalment) is the fixed amount you repay every month until the loan is closed. The calculator uses the reducing-balance formula that banks use: EMI = P × R × (1 + R)^N / ((1 + R)^N − 1).",
    bulletAnswer: [
      "P is the loan amount, for example ₹5,00,000.",
      "R is the monthly interest rate: the yearly rate divided by 12 and by 100 (10.5% a year is 0.875% a month).",
      "N is the tenure in months: 5 years is 60 months.",
      "With these figures the EMI is ₹10,747, and you repay ₹6,44,817 in all."
    ]
  },
  {
    id: "tenure-effect",
    question: "Should I choose a longer or a shorter tenure?",
    answer:
      "A longer tenure lowers the EMI but you pay interest for longer, so the loan costs more in total. A shorter tenure raises the EMI and saves interest. For ₹5,00,000 at 10.5% a year:",
    bulletAnswer: [
      "3 years: EMI ₹16,251, total interest ₹85,044.",
      "5 years: EMI ₹10,747, total interest ₹1,44,817.",
      "7 years: EMI ₹8,430, total interest ₹2,08,148.",
      "Pick the shortest tenure whose EMI still fits comfortably in your monthly budget."
    ]
  },
  {
    id: "eligibility-rule",
    question: "How does the Eligibility Calculator work out how much I can borrow?",
    answer:
      "It is available for personal loans. It assumes that up to 65% of your net monthly income, less the EMIs you already pay, can go to the new loan's EMI, and works out the loan that EMI repays at 16% a year over the tenure you choose (1 to 7 years).",
    bulletAnswer: [
      "Net monthly income ₹50,000 and existing EMIs of ₹5,000 leave ₹27,500 a month.",
      "Over 5 years that supports a loan of about ₹11,55,948.",
      "Lenders also look at your credit score, employer and existing debts, so the final offer can differ."
    ]
  },
  {
    id: "monthly-obligation",
    question: "What should I enter as my monthly obligation?",
    answer:
      "Everything you already repay each month on other borrowing, because lenders subtract it before deciding what you can afford.",
    bulletAnswer: [
      "EMIs of home, car, personal, education or consumer durable loans.",
      "The minimum due on credit cards you carry a balance on.",
      "Leave it at 0 if you have no other loans."
    ]
  },
  {
    id: "schedule",
    question: "What does the amortization schedule show?",
    answer:
      "How every EMI splits into interest and principal, year by year (open a year to see its months), and the balance you still owe. In the early years most of each EMI is interest on the large outstanding balance; as the balance falls, more of each EMI repays the principal.",
    bulletAnswer: []
  },
  {
    id: "accuracy",
    question: "Will my lender charge exactly the EMI shown?",
    answer:
      "The figures are illustrative. The lender's rate depends on your credit score, income, employer and the loan amount, and may change over the tenure on a floating-rate loan.",
    bulletAnswer: [
      "Processing fees (for personal loans up to 4% plus GST), insurance and other charges are not included.",
      "Your sanction letter states the final rate, EMI and charges."
    ]
  },
  {
    id: "share",
    question: "Can I save or share a calculation?",
    answer:
      "Yes. The page address keeps your loan type, amount, rate and tenure (or income and obligation on the Eligibility Calculator). Bookmark it or send the link, and the calculator opens with the same figures.",
    bulletAnswer: []
  },
  {
    id: "next-steps",
    question: "I like the numbers. What happens when I apply?",
    answer:
      "Press Apply Now and send an enquiry with your name, location and mobile number. Our team calls you back, and approval generally takes 7-10 working days once your documents are in.",
    bulletAnswer: ["You receive a tracking ID: use Track Your Application to follow every step."]
  }
]
