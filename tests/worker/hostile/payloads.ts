// Hostile inputs for the hostile-input suite: text that tries to run, to break SQL or the full-text
// index, to hide or reorder characters, to overflow limits; values of the wrong type; bodies that
// are not JSON at all. Each one must meet a 4xx or a clean success, never a 5xx.

const XSS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '"><script>alert(document.cookie)</script>',
  "'><img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<svg/onload=alert(1)>",
  "<iframe src=javascript:alert(1)></iframe>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "javascript:alert(1)",
  "JaVaScRiPt\t:alert(1)",
  '<a href="javascript:alert(1)">x</a>',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "$\u007Balert(1)}",
  "</textarea><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  '<style>@import "//evil.example";</style>',
  "<iframe ".repeat(500),
  "<script a='".repeat(300),
  "<!--<script>-->alert(1)",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "</script><script>alert(1)</script>",
];

const SQL_AND_FTS = [
  "' OR '1'='1",
  "'; DROP TABLE arenas; --",
  '" OR ""="',
  "1; SELECT * FROM users",
  "admin'--",
  "%' AND 1=1 --",
  "_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%",
  "\\' OR 1=1 --",
  "UNION SELECT password FROM accounts",
  '"Allen" NEAR/2 "Fieldhouse"',
  "NOT AND OR",
  "name:Hinkle",
  "Allen*",
  "^Allen",
  '"unterminated',
  "(((((((",
  "arenas_fts MATCH '*'",
  "{name school}: gym",
  "!".repeat(60),
  "%_\\".repeat(30),
];

const UNICODE = [
  "\u202EdnarG\u202C Arena",
  "Gym\u200B\u200B\u200BHall",
  "\u200F\u200E\u2066mixed\u2069",
  "Ze\u0301\u0301\u0301\u0301\u0301\u0301nith",
  "Z̸̢̛̪͓͓̝̤̮̬̟̹͔̗̻̤͉̞͉̼͙͇̙̓̐̂̅͐́̍̌̎̽̈́͘͜͝a̷l̶g̵o̴",
  "nul\u0000byte",
  "\u0000",
  "lone \uD800 high",
  "lone \uDFFF low",
  "\uFEFFBOM first",
  "🏀".repeat(13),
  "🏀".repeat(700),
  "👨‍👩‍👧‍👦 family",
  "𝐁𝐨𝐥𝐝 𝐆𝐲𝐦",
  "ｆｕｌｌｗｉｄｔｈ",
  "\r\n\r\nSet-Cookie: x=1",
  "line\nbreak\ttab",
  "\u0007\u0008\u001B[31mred",
  "اسم الملعب",
  "体育馆",
];

const SIZES = ["", " ", "   \t\n  ", "a", "x".repeat(151), "y".repeat(2001), "z".repeat(3001), "w".repeat(12_001)];

export const HOSTILE_STRINGS: string[] = [...XSS, ...SQL_AND_FTS, ...UNICODE, ...SIZES];

/** Values of the wrong type for a text field (JSON can carry these; NaN and Infinity cannot). */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  ["<script>"],
  {},
  { $gt: "" },
  { toString: "x" },
  [[[[[[[[[[]]]]]]]]]],
];

/** Whole bodies that are not the JSON object a route expects. */
export const RAW_BODIES: Array<{ body: string; contentType: string }> = [
  { body: "{", contentType: "application/json" },
  { body: '{"content":', contentType: "application/json" },
  { body: "[1,2", contentType: "application/json" },
  { body: "", contentType: "application/json" },
  { body: "null", contentType: "application/json" },
  { body: "[]", contentType: "application/json" },
  { body: "123", contentType: "application/json" },
  { body: '"just a string"', contentType: "application/json" },
  { body: '{"latitude": 1e999, "longitude": -1e999}', contentType: "application/json" },
  { body: '{"latitude": NaN}', contentType: "application/json" },
  { body: "\u0000\u0001\u0002", contentType: "application/json" },
  { body: `${"[".repeat(10_000)}${"]".repeat(10_000)}`, contentType: "application/json" },
  { body: `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`, contentType: "application/json" },
  { body: '{"__proto__": {"admin": true}, "content": "prototype pollution attempt"}', contentType: "application/json" },
  { body: "content=hello+there+friend", contentType: "application/x-www-form-urlencoded" },
  { body: '{"content":"text/plain body"}', contentType: "text/plain" },
  {
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    contentType: "multipart/form-data; boundary=x",
  },
  { body: "<xml/>", contentType: "application/xml" },
  { body: '{"content":"no content type"}', contentType: "" },
];

/** Where a payload is meant to run if it is reflected unescaped: its raw form must never appear. */
export function isMarkup(payload: string): boolean {
  return /<\s*[a-z/!]/i.test(payload);
}
