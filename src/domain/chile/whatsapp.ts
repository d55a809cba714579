/**
 * A shopper's WhatsApp number, read the way people write it. Chileans type their mobile without
 * the country code (`9 8765 4321`), so numbers are parsed with libphonenumber-js, Chile as the
 * default country, and stored in E.164 (`+56987654321`): the form a wa.me link, the per-number
 * checkout limit and the CSV export all need. The browser and createOrder parse with the same
 * metadata (the library's default, "min": lengths and leading digits per country), so they agree
 * on what is valid.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/min";

const DEFAULT_COUNTRY = "CL";

/** What the field accepts: digits and spaces, and a + only in front. */
const TYPED_NUMBER = /^\+?[\d\s]*$/;

function validPhone(text: string, country?: typeof DEFAULT_COUNTRY): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(text, country);
  return phone?.isValid() ? phone : undefined;
}

/** The typed number in E.164 (`+56987654321`), or null when it is not a valid phone number. */
export function normalizeWhatsapp(typed: string): string | null {
  const text = typed.trim();
  if (!TYPED_NUMBER.test(text)) return null;
  return validPhone(text, DEFAULT_COUNTRY)?.number ?? null;
}

export function isValidWhatsapp(typed: string): boolean {
  return normalizeWhatsapp(typed) !== null;
}

/**
 * A stored number as a phone. Orders placed before numbers were normalised hold the digits as
 * typed: `56987654321` or `987654321` (read as Chilean), or another country's code without its +.
 */
function storedPhone(stored: string): PhoneNumber | undefined {
  if (stored.startsWith("+")) return validPhone(stored);
  const digits = stored.replace(/\D/g, "");
  return validPhone(digits, DEFAULT_COUNTRY) ?? validPhone(`+${digits}`);
}

/**
 * `+56 9 8765 4321`; a stored value that is no phone number at all is shown as it is. The
 * library groups a Chilean mobile only in the blocks assigned so far (it leaves `+56 912345678`
 * whole), while people, and the field's hint, write every one of them as 9 XXXX XXXX.
 */
export function formatWhatsapp(stored: string): string {
  const phone = storedPhone(stored);
  if (!phone) return stored;
  const chileanMobile = phone.country === DEFAULT_COUNTRY && /^9(\d{4})(\d{4})$/.exec(phone.nationalNumber);
  return chileanMobile ? `+56 9 ${chileanMobile[1]} ${chileanMobile[2]}` : phone.formatInternational();
}

/** The number a wa.me link needs: E.164 where it can be read, else the stored digits. */
export function whatsappChatNumber(stored: string): string {
  return storedPhone(stored)?.number ?? stored;
}
