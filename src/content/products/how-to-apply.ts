/** How an enquiry becomes a loan, the same for every product (spec: tracking ID, approval in 7-10 working days). */
export interface ApplyStep {
  readonly title: string
  readonly text: string
}

export const applySteps: ReadonlyArray<ApplyStep> = [
  {
    title: "Send an enquiry",
    text: "Press Apply Now and share your name, city and mobile number. You get a tracking ID as soon as the enquiry is in."
  },
  {
    title: "Talk to a loan expert",
    text: "Our team calls you, understands what you need, and tells you which lending partner suits your profile and which documents to share."
  },
  {
    title: "Share documents, get approval",
    text: "Approval generally takes 7-10 working days once your documents are complete. Follow each step with Track Your Application."
  },
  {
    title: "Sign and receive the money",
    text: "Read and sign the sanction letter and loan agreement. The lender then pays the amount into your bank account, or to the seller where the loan buys a home or vehicle."
  }
]
