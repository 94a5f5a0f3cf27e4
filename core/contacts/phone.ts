// No imports: the validators and the running-late links read these.
/** A phone as typed, less an extension ("x12", "ext. 12"): what a text message is sent to. */
export function phoneWithoutExtension(phone: string): string {
  return phone.replace(/\s*(?:x|ext\.?).*$/i, "");
}

/** A phone as an `sms:` address: its digits and a leading +, the extension dropped. */
export function smsAddress(phone: string): string {
  const main = phoneWithoutExtension(phone);
  const digits = main.replace(/\D/g, "");
  return main.trim().startsWith("+") ? `+${digits}` : digits;
}
