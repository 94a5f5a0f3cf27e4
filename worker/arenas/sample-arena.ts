// One real arena, the example wherever an arena body is needed: the OpenAPI document's example, the
// tests' fixtures and the load benchmark. Production code may read it (the document does); it lives
// here so that nothing under worker/ imports from tests/. No imports: end-to-end tests read it as it is.

/** Value City Arena, Columbus: the required fields and the position, with no optional text. */
export const SAMPLE_ARENA = {
  name: "Value City Arena",
  school: "Ohio State University",
  conference: "Big Ten",
  level: "Division I",
  address: "555 Borror Drive",
  city: "Columbus",
  state: "OH",
  zipCode: "43210",
  latitude: 40.0075,
  longitude: -83.0251,
} as const;
