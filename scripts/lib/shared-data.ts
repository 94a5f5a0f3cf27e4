import path from "node:path";
import { readCsv } from "./csv.ts";

/** The reference data the seeds are built from: ../shared/data beside the repository, or SHARED_DATA_DIR. */
export const DATA_DIR = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : path.resolve(import.meta.dirname, "../../../shared/data");

const IPEDS_FILE = "ipeds-2024-institutions.csv";

/** The IPEDS 2024 directory of institutions, one record per row, with the columns the seeds read. */
export function readIpedsInstitutions() {
  return readCsv(path.join(DATA_DIR, IPEDS_FILE), [
    "UNITID",
    "INSTNM",
    "IALIAS",
    "ADDR",
    "CITY",
    "STABBR",
    "ZIP",
    "LATITUDE",
    "LONGITUD",
    "ICLEVEL",
    "CYACTIVE",
  ]);
}
