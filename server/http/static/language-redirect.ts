/**
 * The language a visitor chose last (the switcher's `lang` cookie, src/app/LanguageSwitcher.tsx), honoured when they
 * arrive from elsewhere (a search result, a bookmark, a typed address; `Sec-Fetch-Site` not same-origin): a page in
 * the other language answers 302 to the same page in theirs. A link followed on the site itself is never redirected,
 * so a visitor can always open the other language. Crawlers carry no cookie.
 */
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { isLocale, pathInLocale, splitLocalePath } from "../../../i18n/locale.ts"

export const rememberedLanguageRedirect = (
  request: HttpServerRequest.HttpServerRequest,
  urlPath: string
): HttpServerResponse.HttpServerResponse | undefined => {
  if (request.headers["sec-fetch-site"] === "same-origin" || request.headers["sec-fetch-dest"] === "iframe") {
    return undefined
  }
  const chosen = /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/u.exec(request.headers.cookie ?? "")?.[1]
  if (chosen === undefined || !isLocale(chosen) || splitLocalePath(urlPath).locale === chosen) return undefined
  const queryAt = request.url.indexOf("?")
  const query = queryAt < 0 ? "" : request.url.slice(queryAt)
  return HttpServerResponse.empty({
    status: 302,
    headers: { location: pathInLocale(`${urlPath}${query}`, chosen), "cache-control": "no-store", vary: "Cookie" }
  })
}
