/**
 * The FAQ and content pages' copy in Hindi (issue 15): built in the language in force, the FAQ page's structured
 * data in the page's language, the company's descriptive words translated while its names and addresses stay.
 */
import { describe, expect, it } from "vitest"
import { withLocale } from "../../i18n/locale.ts"
import { faqPageData } from "../seo/structured-data.ts"
import { about, referAndEarn } from "./about.ts"
import { company, copyrightNotice } from "./company.ts"
import { faqCategories } from "./faqs.ts"

const page = { path: "/resources/faqs", siteUrl: "https://www.example.in" } as Parameters<typeof faqPageData>[0]

describe("the FAQs in Hindi", () => {
  it("are the same questions, in Hindi, with the same links", () => {
    const english = faqCategories()
    const hindi = withLocale("hi", faqCategories)
    expect(hindi.map((c) => c.title)).toEqual([
      "शुरुआत",
      "पात्रता और दस्तावेज़",
      "मंज़ूरी और ट्रैकिंग",
      "लोन चुकाना",
      "रेफ़रल और रिवॉर्ड"
    ])
    const approval = hindi[2]!.faqs[0]!
    expect(approval.question).toBe("मंज़ूरी में कितना समय लगता है?")
    expect(approval.answer).toContain("7-10 कार्य दिवस")
    expect(hindi[1]!.faqs[1]!.bulletAnswer[0]).toBe("PAN कार्ड, और आधार या पते का कोई अन्य प्रमाण")
    // Same ids, and every answer keeps the English answer's link targets, in order.
    const links = (copy: string) => [...copy.matchAll(/\]\(([^)]+)\)/gu)].map((match) => match[1])
    const pairs = english.flatMap((c, i) => c.faqs.map((f, j) => [f, hindi[i]!.faqs[j]!] as const))
    expect(pairs).toHaveLength(12)
    for (const [en, hi] of pairs) {
      expect(hi.id).toBe(en.id)
      expect(links(hi.answer)).toEqual(links(en.answer))
      expect(hi.bulletAnswer).toHaveLength(en.bulletAnswer.length)
    }
  })

  it("are the FAQ page's structured data in the page's language", () => {
    const [hindi] = withLocale("hi", () => faqPageData(page)) as ReadonlyArray<any>
    expect(hindi.inLanguage).toBe("hi-IN")
    expect(hindi.mainEntity[0].name).toBe("Arthika Loans क्या करता है?")
    expect(hindi.mainEntity[10].acceptedAnswer.text).toContain("रीशेड्यूल या रीस्ट्रक्चर")
    const [english] = faqPageData(page) as ReadonlyArray<any>
    expect(english.inLanguage).toBe("en-IN")
    expect(english.mainEntity[0].name).toBe("What does Arthika Loans do?")
  })
})

describe("the content pages' copy in Hindi", () => {
  it("about and refer-and-earn speak Hindi; the figures stay", () => {
    const hindi = withLocale("hi", about)
    expect(hindi.indicators.map((i) => `${i.value} ${i.label}`)).toEqual([
      "99% लोन मंज़ूरी दर",
      "100+ संतुष्ट ग्राहक",
      "30+ लेंडिंग पार्टनर"
    ])
    expect(hindi.pillars.map((p) => p.title)).toEqual(["हमारा मिशन", "हमारा विज़न", "हमारे मूल्य"])
    expect(withLocale("hi", referAndEarn).banner).toBe("बस कुछ क्लिक में कमाई शुरू करें")
  })

  it("the company's words follow the language; its names, addresses and numbers do not", () => {
    expect(company.tagline).toBe("Loans made simple, for every Indian dream")
    expect(copyrightNotice()).toBe("© 2025 Arthika Loans. All rights reserved.")
    withLocale("hi", () => {
      expect(company.tagline).toBe("हर भारतीय सपने के लिए, आसान लोन")
      expect(company.headOffice.label).toBe("मुख्य कार्यालय")
      expect(company.branchOffice.label).toBe("शाखा कार्यालय")
      expect(company.phones.map((p) => `${p.label}: ${p.display}`)).toEqual([
        "ग्राहक सेवा: +91 80 4718 2200",
        "लोन संबंधी पूछताछ: +91 20 6712 4400"
      ])
      expect(company.grievanceOfficer.designation).toBe("शिकायत निवारण अधिकारी")
      expect(company.brandName).toBe("Arthika Loans")
      expect(company.headOffice.lines[2]).toBe("Bengaluru, Karnataka 560034")
      expect(copyrightNotice()).toBe("© 2025 Arthika Loans. सर्वाधिकार सुरक्षित।")
    })
  })
})
