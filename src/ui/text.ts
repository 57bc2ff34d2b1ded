/** A text of content data: a string, or a message function called now (in the language in force). */
export const textOf = (text: string | (() => string)): string => (typeof text === "function" ? text() : text)
