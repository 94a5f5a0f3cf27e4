/**
 * Windows time-zone names as Outlook and Exchange write them in TZID, mapped to the IANA zone
 * of CLDR's "001" territory. ical.js knows neither, so without this a Windows TZID would be read
 * as floating time.
 */
export const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Aleutian Standard Time": "America/Adak",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Central Standard Time": "America/Chicago",
  "Canada Central Standard Time": "America/Regina",
  "Eastern Standard Time": "America/New_York",
  "US Eastern Standard Time": "America/Indianapolis",
  "Atlantic Standard Time": "America/Halifax",
  "Newfoundland Standard Time": "America/St_Johns",
  "SA Pacific Standard Time": "America/Bogota",
  "Central America Standard Time": "America/Guatemala",
  "Central Standard Time (Mexico)": "America/Mexico_City",
  "Puerto Rico Standard Time": "America/Puerto_Rico",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central European Standard Time": "Europe/Warsaw",
  "AUS Eastern Standard Time": "Australia/Sydney",
  UTC: "Etc/UTC",
};
