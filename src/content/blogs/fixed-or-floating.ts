import type { BlogArticle } from "./types.ts"

export const fixedOrFloating: BlogArticle = {
  slug: "fixed-or-floating-interest-rate",
  title: "Fixed or floating rate: how the repo rate reaches your EMI",
  summary:
    "What links a floating-rate loan to RBI's repo rate, what happens when rates rise, your rights at a reset, and when a fixed rate is worth it.",
  published: "2026-06-17",
  author: "Arthika Loans editorial team",
  topic: "EMI and interest",
  sections: [
    {
      paragraphs: [
        "A fixed rate stays the same for the period the lender fixes it; a floating rate moves with a benchmark. Home loans in India are mostly floating; personal loans are mostly fixed. Knowing how the floating kind moves helps you plan."
      ]
    },
    {
      heading: "The link to the repo rate",
      paragraphs: [
        "Since October 2019, banks must link new floating-rate retail loans, such as home loans, to an external benchmark, and most use RBI's repo rate. The lender adds a spread to the benchmark, and the rate must be reset at least once every three months. When RBI changes the repo rate, your loan's rate follows at the next reset. NBFCs and housing finance companies may use their own benchmark rates instead."
      ]
    },
    {
      heading: "What a rise does to a loan",
      paragraphs: [
        "Take a home loan of ₹30 lakh over 20 years at 8.5%: the EMI is ₹26,035. If the rate rises to 8.75%, the EMI would become ₹26,511. Many lenders keep the EMI the same and extend the tenure instead; here that means about 12 more EMIs, and over ₹3 lakh more interest over the life of the loan.",
        "Because tenure extensions can quietly add years to a loan, RBI's 2023 rules on resetting floating rates require lenders to tell you clearly when your rate changes and what it does to your EMI or tenure, and at a reset to let you:"
      ],
      list: [
        "choose between a higher EMI, a longer tenure, or a mix of both;",
        "switch to a fixed rate, if the lender offers one, at the charges it has disclosed;",
        "prepay part of the loan or close it at any time."
      ]
    },
    {
      heading: "Prepaying a floating-rate loan",
      paragraphs: [
        "RBI does not allow banks and NBFCs to charge foreclosure or prepayment penalties on floating-rate term loans taken by individuals for purposes other than business. Part-prepayments when you get a bonus can cut years off a home loan."
      ]
    },
    {
      heading: "Which should you choose?",
      paragraphs: [
        'Choose floating if you have a long tenure and can absorb a rise in EMI: over 15-20 years, rates tend to go both ways, and you keep the freedom to prepay without penalty. Choose fixed if a predictable EMI matters more to you than the chance of a lower rate, and check how long the rate is really fixed: some "fixed" home loans turn floating after a few years.',
        "Whatever you choose, read the Key Fact Statement (KFS) your lender gives you: it shows the annual percentage rate, the fees and the repayment schedule in one place. You can compare EMIs at different rates with our [EMI calculator](/resources/emi-calculator?calc=emi)."
      ]
    }
  ]
}
