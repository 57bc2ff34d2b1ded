import { describe, expect, it } from "vitest"
import { lettermarkOf, partnerNameFromFileName } from "./partners.ts"

describe("partner names from logo file names (spec section 1)", () => {
  it.each([
    ["HdfcBank.svg", "Hdfc"],
    ["HDFCBank.svg", "HDFC"],
    ["AxisBank.png", "Axis"],
    ["KotakMahindraBank.svg", "Kotak Mahindra"],
    ["BajajFinserv.svg", "Bajaj Finserv"],
    ["IDFCFirstBank.svg", "IDFC First"],
    ["AUSmallFinanceBank.webp", "AU Small Finance"],
    ["HDBFinancialServices.svg", "HDB Financial Services"],
    ["StateBankOfIndia.svg", "State Bank Of India"],
    ["BankOfBaroda.svg", "Bank Of Baroda"],
    ["/partners/RBLBank.svg", "RBL"],
    ["Fincorp2Bank.svg", "Fincorp2"],
    ["tata_capital.svg", "tata capital"]
  ])("%s is %s", (file, name) => {
    expect(partnerNameFromFileName(file)).toBe(name)
  })

  it("removes Bank only at the end, and keeps a name that is only Bank", () => {
    expect(partnerNameFromFileName("BankOfMaharashtra.svg")).toBe("Bank Of Maharashtra")
    expect(partnerNameFromFileName("Bank.svg")).toBe("Bank")
    expect(partnerNameFromFileName("Banking.svg")).toBe("Banking")
  })

  it("makes a lettermark from the name", () => {
    expect(lettermarkOf("HDFC")).toBe("HDFC")
    expect(lettermarkOf("IDFC First")).toBe("IDFC")
    expect(lettermarkOf("Kotak Mahindra")).toBe("KM")
    expect(lettermarkOf("State Bank Of India")).toBe("SBI")
    expect(lettermarkOf("Axis")).toBe("AX")
  })
})

describe("a partner's name from its logo file, and its lettermark", () => {
  it.each([
    ["logos/HDFCBank.svg", "HDFC"],
    ["AUSmallFinanceBank.svg", "AU Small Finance"],
    ["kotak_mahindra--bank.png", "kotak mahindra bank"],
    ["Axis  Bank.svg", "Axis"],
    ["Axis.Bank.svg", "Axis.Bank"],
    ["ABCDBank", "ABCD"],
    ["ICICIBankLtd.svg", "ICICI Bank Ltd"]
  ])("%s is %s", (file, name) => {
    expect(partnerNameFromFileName(file)).toBe(name)
  })
  it.each([
    ["State Bank Of India", "SBI"],
    ["The Jammu And Kashmir Bank", "JKB"],
    ["Tata & Sons Finance", "TSF"],
    ["Kotak  Mahindra", "KM"],
    [" Axis", "AX"],
    ["HDFC", "HDFC"],
    ["HDFCX1", "HD"],
    ["AU Small Finance", "AU"],
    ["ABCDEF Small", "AS"]
  ])("the lettermark of %j is %s", (name, letters) => {
    expect(lettermarkOf(name)).toBe(letters)
  })
})
