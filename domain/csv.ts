/**
 * CSV (RFC 4180) for the back office's exports: every cell quoted, quotes doubled, CRLF line ends. A cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) is prefixed with ' so
 * that it stays text (CSV/formula injection).
 */
const formulaStart = /^[=+\-@\t\r]/u

export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? "" : String(value)
  const safe = formulaStart.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/gu, '""')}"`
}

export const csvRow = (cells: ReadonlyArray<string | number | null | undefined>): string => cells.map(csvCell).join(",")

/** A header row and the rows, each line ending CRLF; a UTF-8 BOM first so spreadsheets read ₹ and names right. */
export const toCsv = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>
): string => `\uFEFF${[header, ...rows].map(csvRow).join("\r\n")}\r\n`
