/**
 * CSV documents the query API hands out for download (RFC 4180: CRLF line ends, a header row).
 * Members and admins open them in spreadsheets, so every cell is written to be read, never run.
 */

export type CsvValue = string | number | null;

/** A plain decimal number ("-1.00", "42"): a spreadsheet reads it as a number, never a formula. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. A spreadsheet runs text starting with = + - @ (or a tab or carriage return) as a
 * formula, so such text gets a leading single quote; a plain number stays a number (a debit's
 * "-1.00" must still add up). Quotes, commas and line breaks are quoted.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: the header row of `columns`, then one row per record, each cell in the columns' order. */
export function csvDocument<Column extends string>(columns: readonly Column[], records: Iterable<Record<Column, CsvValue>>): string {
  const rows = [columns.join(',')];
  for (const record of records) rows.push(columns.map((column) => csvCell(record[column])).join(','));
  return `${rows.join('\r\n')}\r\n`;
}
