import type { BlogArticle } from "./types.ts"

export const howEmiIsCalculated: BlogArticle = {
  slug: "how-emi-is-calculated",
  title: "How your EMI is calculated, and how to pay less interest",
  summary:
    "The reducing-balance formula behind every EMI, a worked example in rupees, and what tenure and prepayment do to the interest you pay.",
  published: "2026-08-21",
  author: "Arthika Loans editorial team",
  topic: "EMI and interest",
  sections: [
    {
      paragraphs: [
        "An EMI (equated monthly instalment) is the fixed amount you pay every month until the loan is repaid. Each EMI has two parts: interest on the amount you still owe, and the rest, which reduces the principal. Because interest is charged only on the balance left, this is called a reducing-balance loan, and it is how almost every personal, home and auto loan in India works."
      ]
    },
    {
      heading: "The formula",
      paragraphs: [
        "EMI = P × R × (1 + R)^N ÷ ((1 + R)^N − 1), where P is the loan amount, R the monthly interest rate (the yearly rate divided by 12, as a fraction) and N the number of months.",
        "Take a personal loan of ₹5,00,000 at 12% a year for 36 months. The monthly rate is 1% (0.01), and the formula gives an EMI of ₹16,607. Over three years you pay ₹5,97,858: ₹97,858 of that is interest."
      ]
    },
    {
      heading: "Why early EMIs are mostly interest",
      paragraphs: [
        "In the first month of that loan, interest is 1% of ₹5,00,000, which is ₹5,000, so only ₹11,607 of your EMI reduces the principal. As the balance falls, the interest part shrinks and the principal part grows. After 12 EMIs you still owe about ₹3,52,800, even though you have paid ₹1,99,284.",
        "This is why a prepayment made early in the loan saves much more interest than the same amount paid near the end."
      ]
    },
    {
      heading: "Tenure: a smaller EMI costs more in total",
      paragraphs: [
        "Stretching the same ₹5,00,000 at 12% over 60 months instead of 36 lowers the EMI but raises the interest sharply:"
      ],
      list: ["36 months: EMI ₹16,607, total interest ₹97,858", "60 months: EMI ₹11,122, total interest ₹1,67,333"],
      after:
        "Choose the shortest tenure whose EMI you can pay comfortably. A common rule of thumb is to keep all your EMIs together under 40-50% of your take-home pay."
    },
    {
      heading: "The rate matters too",
      paragraphs: [
        "Two percentage points make a real difference: the same loan at 14% instead of 12% for 36 months costs ₹17,089 a month and ₹1,15,197 in interest, about ₹17,000 more. A good credit score and a stable income are what get you the lower rate.",
        "Try your own numbers with our [EMI calculator](/resources/emi-calculator?calc=emi): move the sliders for amount, rate and tenure and see the EMI, the interest and the split between principal and interest."
      ]
    }
  ]
}
