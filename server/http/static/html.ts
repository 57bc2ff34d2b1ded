/** Writing into a served page's HTML: text as React escapes it, JSON inside <script>, a tag at the end of <head>. */

/** Text (or an attribute's value in double quotes) as HTML, as React writes it: nothing in it is read as markup. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/gu, "&amp;")
    .replace(/</gu, "&lt;")
    .replace(/>/gu, "&gt;")
    .replace(/"/gu, "&quot;")
    .replace(/'/gu, "&#x27;")

/** JSON safe inside <script>: no "</script>", no "<!--", no line separators. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</gu, "\\u003c")
    .replace(/\u2028/gu, "\\u2028")
    .replace(/\u2029/gu, "\\u2029")

/** `<script type="application/json" id="…">` with `json` in it, at the end of the page's <head> (first without one). */
export const withJsonInHead = (html: string, id: string, json: string): string => {
  const tag = `<script type="application/json" id="${id}">${json}</script>`
  const at = html.indexOf("</head>")
  return at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at)
}
