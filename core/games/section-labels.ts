// The names of My Games' neighbouring pages, as My Games links to them. Apart from each page's own
// texts, which name them from here: a link's label alone would otherwise bring the whole of a page's
// texts (the pay page's are some 7 KB) into the first load of My Games (docs/decisions/248).
export const GAME_SECTION_LABELS = {
  mileage: "Mileage",
  pay: "Pay",
  contacts: "Contacts",
  availability: "Availability",
} as const;
