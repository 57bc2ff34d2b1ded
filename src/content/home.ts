/** The home page's copy (spec section 1, Home page sections). */

export const intro = {
  eyebrow: "Why Arthika Loans",
  heading: "Borrowing made simple, from enquiry to disbursal",
  text: "We match you with the right lender among more than 30 banks and NBFCs, help you with the paperwork, and keep you informed at every step. One enquiry, one tracking ID, one team on your side.",
  points: [
    {
      id: "approvals",
      title: "Fast and easy approvals",
      text: "A short online enquiry, a call back from our team, and a decision from the lender without running around."
    },
    {
      id: "options",
      title: "Flexible loan options",
      text: "Eight kinds of loan, amounts from ₹25,000 to crores, and tenures you can fit to your monthly budget."
    },
    {
      id: "rates",
      title: "Competitive rates",
      text: "We compare offers across our lending partners so you see rates that match your profile."
    },
    {
      id: "customers",
      title: "Customer-first approach",
      text: "Clear figures before you sign, no hidden charges from us, and a team that answers when you call."
    }
  ]
} as const

export const businessInfo = {
  eyebrow: "Business Loans",
  heading: "Finance that keeps your business moving",
  text: "Expand, stock up or bridge a slow month: business owners borrow through us for machinery, inventory, a new branch or working capital.",
  points: [
    {
      id: "rates",
      title: "Very low interest rates on all loans",
      text: "Rates from 13.25% p.a. for professionals and 16% p.a. for other businesses."
    },
    {
      id: "success",
      title: "99.9% success rate guarantee",
      text: "We take your enquiry to the lenders most likely to say yes to your profile."
    },
    {
      id: "repayments",
      title: "Flexible repayments",
      text: "Choose a tenure from 1 to 7 years and an EMI that suits your cash flow."
    }
  ]
} as const
