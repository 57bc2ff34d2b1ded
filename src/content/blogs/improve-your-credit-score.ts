import type { BlogArticle } from "./types.ts"

export const improveYourCreditScore: BlogArticle = {
  slug: "improve-your-credit-score",
  title: "Your credit score, explained: what moves it and how to improve it",
  summary: "What the 300-900 score measures, why lenders care, and six habits that raise it over a few months.",
  published: "2026-09-08",
  author: "Arthika Loans editorial team",
  topic: "Credit score",
  sections: [
    {
      paragraphs: [
        "Before a bank or NBFC lends you money, it looks at your credit report and the score calculated from it. In India four credit bureaus, licensed by the Reserve Bank of India, keep these reports: TransUnion CIBIL, Experian, Equifax and CRIF High Mark. Their scores run from 300 to 900, and the higher yours is, the easier it is to get a loan at a good rate.",
        "Most lenders look for 700 or more for an unsecured loan such as a personal loan, and scores of 750 and above usually get the best offers. A lower score does not always mean a refusal, but it often means a higher rate or a smaller amount."
      ]
    },
    {
      heading: "What the score is made of",
      paragraphs: ["Each bureau uses its own model, but they all read the same kinds of behaviour from your report:"],
      list: [
        "Repayment history: whether EMIs and card bills were paid on time. This weighs most; a single payment more than 30 days late stays on the report for years.",
        "Credit utilisation: how much of your credit card limits you use. Using more than 30% of your limits month after month suggests you depend on credit.",
        "Credit mix: a healthy mix of secured loans (home, auto) and unsecured credit (cards, personal loans) helps a little.",
        "Length of history: older accounts in good standing show a longer track record.",
        "Recent enquiries: every loan or card application lets the lender make a hard enquiry. Many in a short time look like credit hunger."
      ]
    },
    {
      heading: "Six habits that raise your score",
      paragraphs: [],
      list: [
        "Pay every EMI and card bill in full and on time. Set up auto-debit (NACH or e-mandate) so a busy month never becomes a late payment.",
        "Keep card utilisation under 30%. If your limit is ₹1,00,000, try to keep the balance below ₹30,000 on the statement date, or ask for a higher limit and keep spending the same.",
        "Do not close your oldest credit card if it is free to keep: it holds up the age of your history and your total limit.",
        "Space out applications. Compare offers first, for example with our [eligibility calculator](/resources/eligibility-calculator?calc=eligibility), and then apply to the lender that fits.",
        'Settle, do not just stop paying. An account closed as "settled" rather than "closed" hurts your score; if you can, pay the full dues.',
        "Check your report for mistakes: a loan you never took, a closed loan still shown as open, or a wrong late payment."
      ]
    },
    {
      heading: "Check your report, and fix what is wrong",
      paragraphs: [
        "RBI rules entitle you to one free full credit report a year from each bureau, so you can look at all four. Read the account list carefully: mistakes happen when names, dates of birth or PAN numbers are mixed up.",
        "If something is wrong, raise a dispute on the bureau's website; the bureau checks with the lender and corrects the record. RBI expects complaints to be resolved within 30 days, and bureaus and lenders pay compensation for delays beyond that.",
        "A better score takes a few months of good behaviour to show. Start now, and [check your credit score](/credit-score) again before you apply for your next loan."
      ]
    }
  ]
}
