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

const NCES_HIGH_SCHOOLS_FILE = "nces-high-schools.csv";

/** NCES's US high schools (public and private), one record per row, with the columns the seed reads. */
export function readNcesHighSchools() {
  return readCsv(path.join(DATA_DIR, NCES_HIGH_SCHOOLS_FILE), [
    "name",
    "street",
    "city",
    "state",
    "zip",
    "lat",
    "lon",
    "grades",
    "sector",
    "source_id",
  ]);
}
