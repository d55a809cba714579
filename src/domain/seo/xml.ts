/** Text inside an XML element, for the sitemap and the product feeds. */

/**
 * Characters XML 1.0 cannot hold at all, even escaped (C0 controls but tab and line breaks, lone
 * surrogates, U+FFFE/U+FFFF): one of them would make the whole file unreadable.
 */
export const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** The text with what XML would misread escaped, and what it cannot hold dropped. */
export const escapeXml = (text: string) =>
  text.replace(NOT_XML, "").replace(/[<>&'"]/g, (char) => XML_ENTITIES[char]!);
