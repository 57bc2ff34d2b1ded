/**
 * What react-aria's server rendering writes that HTML does not allow, taken out of each prerendered page (the
 * conformance check of every page, e2e/html-conformance.spec.ts, holds the result to the HTML standard):
 *
 * - a slider's range input carries `aria-details=""` (react-aria joins the ids it was given, none, into an empty
 *   string); an empty ID reference is an error, and an absent one means the same;
 * - `aria-describedby=""` likewise, where a field has no description;
 * - a text area rendered by a TextField carries `type="text"`: the field learns that its element is a <textarea>
 *   only once it is mounted in a browser, and <textarea> has no `type` attribute.
 *
 * Hydration leaves these attributes as the HTML has them, so the page in the browser is conforming too.
 */
export const conformingMarkup = (html: string): string =>
  html.replace(/ aria-(?:details|describedby)=""/gu, "").replace(/<textarea type="[a-z]*"/gu, "<textarea")
