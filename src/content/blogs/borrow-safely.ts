import type { BlogArticle } from "./types.ts"

export const borrowSafely: BlogArticle = {
  slug: "borrow-safely-avoid-loan-fraud",
  title: "Borrow safely: how to spot fake loan offers and apps",
  summary:
    "The rules genuine lenders follow under RBI's digital lending guidelines, the warning signs of a scam, and where to report one.",
  published: "2026-10-27",
  author: "Arthika Loans editorial team",
  topic: "Safety",
  sections: [
    {
      paragraphs: [
        "Instant-loan scams have grown with the popularity of borrowing on a phone. They promise money in minutes, then demand fees, misuse your data or harass you for repayment. Knowing the rules genuine lenders must follow makes the fakes easy to spot."
      ]
    },
    {
      heading: "What genuine lenders do",
      paragraphs: [
        "Under RBI's guidelines on digital lending, loans from banks and NBFCs, including those arranged through apps and marketplaces, must follow a few clear rules:"
      ],
      list: [
        "The money goes straight from the lender to your own bank account, and your repayments go straight to the lender, not to a third party's account.",
        "Before you sign, you get a Key Fact Statement (KFS) showing the annual percentage rate (APR): the all-in cost of the loan, fees included.",
        "Any fee not in the KFS cannot be charged.",
        "You get a cooling-off period after disbursal in which you can return the loan by paying back the principal and the proportionate cost, without a penalty.",
        "Apps may not read your contacts, photos or files, and recovery agents may not threaten or shame you."
      ]
    },
    {
      heading: "Warning signs of a scam",
      paragraphs: [],
      list: [
        'An "approval" that asks for a processing fee, insurance or a GST payment before any money is disbursed.',
        "Requests for your OTP, UPI PIN, card PIN or net-banking password. No lender needs them.",
        "A lender you cannot find on RBI's lists of banks and registered NBFCs, or an app that does not name the regulated lender behind it.",
        "Pressure to decide at once, offers that ignore your credit score entirely, and contact only through messaging apps."
      ]
    },
    {
      heading: "If something feels wrong",
      paragraphs: [
        "Stop, do not pay, and check the lender's name on the RBI website. Report a fraud on the national cybercrime portal (cybercrime.gov.in) or by calling the helpline 1930, and complaints about unregistered lenders on RBI's Sachet portal (sachet.rbi.org.in). If money has left your account, tell your bank at once.",
        "At Arthika Loans we never ask for a fee to process your enquiry, and we never ask for your PIN or passwords. If anyone claiming to be from us does, [contact us](/contact) straight away."
      ]
    }
  ]
}
