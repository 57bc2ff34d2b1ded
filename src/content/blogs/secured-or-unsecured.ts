import type { BlogArticle } from "./types.ts"

export const securedOrUnsecured: BlogArticle = {
  slug: "loan-against-property-or-personal-loan",
  title: "Loan against property or personal loan: which one suits you?",
  summary:
    "Secured and unsecured loans compared on rate, amount, tenure, speed and risk, with the cases where each makes sense.",
  published: "2026-10-02",
  author: "Arthika Loans editorial team",
  topic: "Choosing a loan",
  sections: [
    {
      paragraphs: [
        "When you need a large sum, two kinds of loan usually come up: a personal loan, which needs no collateral, and a loan against property (LAP), where you pledge a house, flat or commercial property you own. Both give you money to use as you wish, but they differ in almost everything else."
      ]
    },
    {
      heading: "How they compare",
      paragraphs: [],
      list: [
        "Interest rate: a loan against property is secured, so rates are lower, often a few percentage points below a personal loan. Personal loans through our partners start at 11.9% a year.",
        "Amount: a personal loan depends on your income and is usually up to a few lakh or tens of lakh. A loan against property depends on the property's value too, typically up to 60-70% of it, and can reach ₹10 crore.",
        "Tenure: personal loans run for up to 5-7 years; loans against property for up to 15-20 years, which keeps the EMI low.",
        "Speed: a personal loan can be disbursed within 24-48 hours of approval. A loan against property needs a valuation and a legal check of the title, which takes longer.",
        "Risk: if you cannot repay a loan against property, the lender can sell the property to recover its money. A missed personal loan hurts your credit score but puts no asset at stake."
      ]
    },
    {
      heading: "When a personal loan makes sense",
      paragraphs: [
        "For amounts you can repay within a few years, or when you need the money quickly: a medical bill, a wedding, a course, or paying off costly credit card debt. There is no paperwork about property, and nothing you own is pledged."
      ]
    },
    {
      heading: "When a loan against property makes sense",
      paragraphs: [
        "For large needs with a longer horizon: expanding a business, funding a child's education abroad, or consolidating several loans into one cheaper EMI. Salaried borrowers usually need to be 23 to 65 years old with an income of at least ₹2,40,000 a year; self-employed borrowers 23 to 70, with at least ₹2,50,000 and three years of business stability."
      ]
    },
    {
      heading: "Before you decide",
      paragraphs: [
        "Compare the full cost, not just the rate: processing fees, valuation and legal charges for LAP, and any prepayment terms. Work out the EMI for each option with our [EMI calculator](/resources/emi-calculator?calc=emi), and read more about a [loan against property](/services/loan-against-property) or a [personal loan](/services/personal-loan)."
      ]
    }
  ]
}
