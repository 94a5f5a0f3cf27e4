/**
 * One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF (or starts or ends
 * with a space, which some spreadsheets trim), with each double quote doubled.
 */
export function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as RFC 4180 text: CRLF after every record. A field a spreadsheet would read as a formula
 * (=, +, -, @ first) gets a leading apostrophe, so a name typed into an arena cannot run in it.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return rows
    .map((row) => row.map((value) => csvField(typeof value === "string" ? defuseFormula(value) : value)).join(","))
    .map((line) => `${line}\r\n`)
    .join("");
}

function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
