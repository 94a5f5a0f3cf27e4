/** Where users reach a person: the contact page, the terms and the privacy policy. */
export const CONTACT_EMAIL = "support@tipoff.app";

export const DONATE_URL = "https://www.paypal.com/donate/?business=support%40tipoff.app&currency_code=USD";
export const COFFEE_URL = "https://buymeacoffee.com/tipoffapp";

/** A display string, not a number: the terms quote it as "USD 1.00". */
export const TERMS_LIABILITY_CAP_USD = "1.00";
/** Days of notice we attempt to give before material changes to the terms take effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const TERMS_GOVERNING_LAW = "California";

export const PRIVACY_EFFECTIVE_DATE = "April 11, 2025";
/** The service is not meant for children younger than this. */
export const PRIVACY_MIN_AGE = 13;

/** The reply promise shown on the contact page. */
export const CONTACT_RESPONSE_HOURS = 48;
