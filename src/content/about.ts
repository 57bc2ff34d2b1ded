/** The About page's copy (spec section 2, About and Contact; section 9, About page figures). */
export const about = {
  lead: "We help people and businesses across India borrow with confidence: the right loan, from the right lender, at a fair price.",
  whoWeAre: [
    "Arthika Loans is a loan marketplace run by Arthika Finserv Private Limited, with our head office in Bengaluru and a branch in Pune. We work with more than 30 banks and NBFCs, and we arrange personal, business, professional, home, auto, commercial vehicle, working capital loans and loans against property.",
    "You tell us what you need once. We compare what our lending partners offer for your profile, help you put your documents together, and stay with your application until the money reaches your account. The lender makes the credit decision; we make sure you understand every figure before you sign."
  ],
  pillars: [
    {
      id: "mission",
      title: "Our Mission",
      text: "To make borrowing simple, transparent and fair for every Indian household and business, whatever their size."
    },
    {
      id: "vision",
      title: "Our Vision",
      text: "A country where anyone with a sound plan can reach affordable credit quickly, without agents, guesswork or hidden costs."
    },
    {
      id: "values",
      title: "Our Values",
      text: "Honesty about rates and fees, respect for your time and your data, and responsibility: we only suggest loans you can repay."
    }
  ],
  /** Spec section 9: 99% approval rate, 100+ happy customers, 30+ lending partners. */
  indicators: [
    { id: "approval", value: "99%", label: "Loan approval rate" },
    { id: "customers", value: "100+", label: "Happy customers" },
    { id: "partners", value: "30+", label: "Lending partners" }
  ]
} as const

/** Refer & Earn (spec section 2): the four steps and the three benefits. */
export const referAndEarn = {
  banner: "Start Earning in Just Few Clicks",
  lead: "Know someone who needs a loan? Refer them to us and earn reward points when their loan is disbursed.",
  steps: [
    {
      id: "share",
      title: "Share your link",
      text: "Send your friend's details through our referral form, or share the link you get with them."
    },
    {
      id: "apply",
      title: "Your friend applies",
      text: "We call your friend, find the right loan and help with the documents."
    },
    {
      id: "disburse",
      title: "The loan is disbursed",
      text: "Once the lender approves the loan, the money reaches your friend's account."
    },
    {
      id: "reward",
      title: "You get rewarded",
      text: "Reward points are credited to you, and you can redeem them with your mobile number."
    }
  ],
  benefits: [
    { id: "simple", title: "Fast and simple", text: "A short form is all it takes: no sign-up, no paperwork for you." },
    {
      id: "no-cap",
      title: "No cap on earnings",
      text: "Refer as many friends as you like; every disbursed loan earns you points."
    },
    {
      id: "help",
      title: "Help your friends",
      text: "Your friends get expert help to borrow at a fair rate from trusted lenders."
    }
  ]
} as const
