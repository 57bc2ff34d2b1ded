/**
 * The home carousel in Hindi: each slide's words (heading, text, the two buttons' texts) get a Hindi column, empty
 * (NULL) where staff have not written the Hindi yet; /hi/ then shows that field in English. The nine seeded slides
 * get their Hindi, each only while its English is still the seeded wording (a slide staff rewrote keeps no Hindi of
 * words it no longer has: the back office marks it "Hindi missing").
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { seedSlides } from "./0020_carousel.ts"

/** Slide id, its seeded heading and text in Hindi. */
const hindiSlides: ReadonlyArray<readonly [id: string, heading: string, text: string]> = [
  ["personal", "पर्सनल लोन, सालाना 11.9% से", "शादी, यात्रा या किसी आपात स्थिति के लिए: मंज़ूरी के 24-48 घंटों में पैसा।"],
  [
    "business",
    "आपके साथ बढ़ने वाला बिज़नेस लोन",
    "675 या उससे अधिक के CIBIL स्कोर पर ब्याज दरें प्रोफ़ेशनल्स के लिए 13.25% से और अन्य व्यवसायों के लिए 16% से।"
  ],
  [
    "professional",
    "डॉक्टरों, आर्किटेक्ट और अन्य प्रोफ़ेशनल्स के लिए लोन",
    "अपनी प्रैक्टिस के लिए ₹50 लाख तक, जिसे 60 महीनों तक में चुकाएँ।"
  ],
  ["home", "होम लोन, 8.45% से", "अपने मनचाहे घर के लिए ₹5 लाख से ₹5 करोड़ तक का लोन, 30 साल तक की अवधि के साथ।"],
  ["auto", "अपनी नई कार घर लाएँ", "9.50% से ऑटो लोन, जल्दी मंज़ूरी और आपकी सुविधा की अवधि के साथ।"],
  [
    "property",
    "अपनी प्रॉपर्टी की कीमत का लाभ उठाएँ",
    "वेतनभोगी और स्व-रोज़गार वाले, दोनों के लिए ₹10 करोड़ तक का प्रॉपर्टी पर लोन।"
  ],
  ["commercial-vehicle", "अपने अगले ट्रक, बस या टिपर के लिए लोन", "चेसिस की कीमत के 100% तक कमर्शियल वाहन लोन, 9.50% से।"],
  [
    "working-capital",
    "जब व्यवसाय को ज़रूरत हो, तब वर्किंग कैपिटल",
    "स्टॉक, वेतन और सप्लायरों का भुगतान समय पर करें: 3 साल पुराने और 685+ CIBIL स्कोर वाले व्यवसायों के लिए।"
  ],
  ["refer-and-earn", "बस कुछ क्लिक में कमाई शुरू करें", "किसी मित्र को लोन के लिए रेफ़र करें और उनका लोन मिलने पर रिवॉर्ड पॉइंट कमाएँ।"]
]

/** Button texts: the English as seeded (0020, 0052_carousel_button_text) and its Hindi. */
const hindiButtons: ReadonlyArray<readonly [english: string, hindi: string]> = [
  ["Apply Now", "अभी आवेदन करें"],
  ["Refer Now", "अभी रेफ़र करें"],
  ["How It Works", "यह कैसे काम करता है"],
  ["About Personal Loans", "पर्सनल लोन के बारे में"],
  ["About Business Loans", "बिज़नेस लोन के बारे में"],
  ["About Professional Loans", "प्रोफ़ेशनल लोन के बारे में"],
  ["About Home Loans", "होम लोन के बारे में"],
  ["About Auto Loans", "ऑटो लोन के बारे में"],
  ["About Loans Against Property", "प्रॉपर्टी पर लोन के बारे में"],
  ["About Commercial Vehicle Loans", "कमर्शियल वाहन लोन के बारे में"],
  ["About Working Capital Loans", "वर्किंग कैपिटल लोन के बारे में"]
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE carousel_slides
      ADD COLUMN heading_hi text,
      ADD COLUMN text_hi text,
      ADD COLUMN primary_button_text_hi text,
      ADD COLUMN secondary_button_text_hi text
  `
  for (const [id, heading, text] of hindiSlides) {
    const seeded = seedSlides.find((s) => s.id === id)
    if (seeded === undefined) continue
    yield* sql`
      UPDATE carousel_slides SET heading_hi = ${heading}, text_hi = ${text}
      WHERE id = ${id} AND heading = ${seeded.heading} AND text = ${seeded.text}
    `
  }
  const seededIds = seedSlides.map((s) => s.id)
  for (const [english, hindi] of hindiButtons) {
    yield* sql`
      UPDATE carousel_slides SET primary_button_text_hi = ${hindi}
      WHERE primary_button_text = ${english} AND id IN ${sql.in(seededIds)}
    `
    yield* sql`
      UPDATE carousel_slides SET secondary_button_text_hi = ${hindi}
      WHERE secondary_button_text = ${english} AND id IN ${sql.in(seededIds)}
    `
  }
})
