// Local development only: accounts, pending arenas, feedback and contact messages in every
// status, so each screen has something to show. Never seeded into production.

export const DEV_ACCOUNTS = [
  {
    id: "00000000-0000-4000-8000-00000000a001",
    name: "Avery Admin",
    email: "admin@tipoff.dev",
    password: "Tipoff!Admin2026",
    role: "admin",
  },
  {
    id: "00000000-0000-4000-8000-00000000a002",
    name: "Riley Referee",
    email: "official@tipoff.dev",
    password: "Tipoff!Official2026",
    role: "user",
  },
] as const;

const OFFICIAL = DEV_ACCOUNTS[1].id;

export const DEV_PENDING_ARENAS = [
  {
    id: "00000000-0000-4000-8000-00000000b001",
    name: "Riverside High School Fieldhouse",
    school: "Riverside High School",
    conference: "Metro League",
    level: "High School",
    address: "4100 Riverside Drive",
    city: "Columbus",
    state: "OH",
    zipCode: "43221",
    latitude: 40.0237,
    longitude: -83.0712,
    parking: "Officials park in the staff lot behind the gym, north entrance.",
    lockerRooms: "Officials' room is past the trainer's office; ask the athletic director for the code.",
    createdBy: OFFICIAL,
  },
  {
    id: "00000000-0000-4000-8000-00000000b002",
    name: "Lakeview Community College Gym",
    school: "Lakeview Community College",
    conference: "Region XII",
    level: "Community/Junior College",
    address: "200 College Avenue",
    city: "Grand Rapids",
    state: "MI",
    zipCode: "49503",
    latitude: 42.9634,
    longitude: -85.6681,
    parking: null,
    lockerRooms: null,
    createdBy: OFFICIAL,
  },
  {
    id: "00000000-0000-4000-8000-00000000b003",
    name: "Northgate Middle School Gym",
    school: "Northgate Middle School",
    conference: "Valley Conference",
    level: "Other",
    address: "18 Northgate Road",
    city: "Fresno",
    state: "CA",
    zipCode: "93720",
    latitude: null,
    longitude: null,
    parking: null,
    lockerRooms: null,
    createdBy: null,
  },
] as const;

export const DEV_FEEDBACK = [
  {
    id: "00000000-0000-4000-8000-00000000c001",
    type: "feature",
    status: "new",
    content: "Please show which entrance officials should use at night.",
    userId: OFFICIAL,
  },
  {
    id: "00000000-0000-4000-8000-00000000c002",
    type: "bug",
    status: "in-review",
    content: "The directions button opened the wrong city for one arena.",
    userId: null,
  },
  {
    id: "00000000-0000-4000-8000-00000000c003",
    type: "other",
    status: "completed",
    content: "Thanks for adding the parking notes, they saved me twenty minutes.",
    userId: OFFICIAL,
  },
  {
    id: "00000000-0000-4000-8000-00000000c004",
    type: "feature",
    status: "rejected",
    content: "Could you add live scores for every game in the country?",
    userId: null,
  },
] as const;

export const DEV_CONTACT_MESSAGES = [
  {
    id: "00000000-0000-4000-8000-00000000d001",
    status: "unread",
    name: "Jordan Lee",
    email: "jordan@example.com",
    subject: "Wrong address for an arena",
    message: "The address for one of the gyms in Ohio points to the old building downtown.",
  },
  {
    id: "00000000-0000-4000-8000-00000000d002",
    status: "read",
    name: "Sam Ortiz",
    email: "sam@example.com",
    subject: "Partnership question",
    message: "Our officials association would like to share Tipoff with our members.",
  },
  {
    id: "00000000-0000-4000-8000-00000000d003",
    status: "replied",
    name: "Casey Kim",
    email: "casey@example.com",
    subject: "Account help needed",
    message: "I registered with the wrong e-mail address. Can you help me change it?",
  },
] as const;
