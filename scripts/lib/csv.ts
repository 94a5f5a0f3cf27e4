import { readFileSync } from "node:fs";

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180): quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF.
// ---------------------------------------------------------------------------------------------

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === "") {
      inQuotes = true;
      i += 1;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (ch === "\r" || ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (inQuotes) throw new Error("CSV: unterminated quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a CSV with a header row; every column in `columns` must exist. Fields are trimmed. */
export function readCsv<K extends string>(file: string, columns: readonly K[]): Record<K, string>[] {
  const [header, ...body] = parseCsv(readFileSync(file, "utf8"));
  if (!header) throw new Error(`${file}: empty file`);
  const names = header.map((h) => h.trim());
  const index = new Map(columns.map((c) => [c, names.indexOf(c)]));
  for (const [c, i] of index) if (i < 0) throw new Error(`${file}: missing column ${c}`);
  return body
    .filter((cells) => cells.some((c) => c.trim() !== ""))
    .map((cells, n) => {
      if (cells.length !== names.length) {
        throw new Error(`${file}: row ${n + 2} has ${cells.length} fields, expected ${names.length}`);
      }
      const rec = {} as Record<K, string>;
      for (const c of columns) rec[c] = (cells[index.get(c) ?? -1] ?? "").trim();
      return rec;
    });
}
