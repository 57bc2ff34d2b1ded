/** The name the views use for `useDocumentMeta` (see meta.ts). */
export { type PageMeta, useDocumentMeta as usePageMeta } from "./meta.ts"
