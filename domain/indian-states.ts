/**
 * India's 28 states and 8 union territories, as the State field of the personal details offers them (alphabetical,
 * official English names). Every name passes the letters rule of the credit enquiry's State field.
 */
export const indianStates = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal"
] as const

export const indianUnionTerritories = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry"
] as const

/** Both lists in one alphabetical list, for the State dropdown. */
export const statesAndUnionTerritories: ReadonlyArray<string> = [...indianStates, ...indianUnionTerritories].sort(
  (a, b) => a.localeCompare(b, "en-IN")
)
