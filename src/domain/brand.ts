/**
 * The brand's own words: the shop's pages and heads, the back office, the product feeds and the
 * WhatsApp messages all say them, so they live once, here, free of any import.
 */
export const BRAND_NAME = "Chatoyant";
/** What the shop sells, in its own words: home's heading and the first half of its title. */
export const BRAND_HEADLINE = "Collares y aros de piedras semipreciosas";
export const BRAND_DESCRIPTION = `${BRAND_HEADLINE} hechos a mano en Chile. Piezas únicas, solo 5 unidades por diseño.`;
