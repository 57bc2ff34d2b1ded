import type { Page } from "@playwright/test"

/** Types an ISO date ('1990-04-12') into the dd/mm/yyyy Date of Birth field: day, month, year segments. */
export const fillDateOfBirth = async (page: Page, iso: string): Promise<void> => {
  const [year, month, day] = iso.split("-")
  const segments = page.getByRole("group", { name: "Date of Birth" }).getByRole("spinbutton")
  await segments.first().click()
  await page.keyboard.type(`${day}${month}${year}`)
}

/** Chooses a state or union territory in the State dropdown. */
export const chooseState = async (page: Page, state: string): Promise<void> => {
  await page.getByRole("combobox", { name: "State" }).selectOption(state)
}
