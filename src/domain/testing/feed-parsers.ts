/**
 * The product feeds read back as the platforms read them: the RSS file through a strict XML 1.0
 * parser (jsdom's, which rejects what XML cannot hold), with Google's namespace checked; the CSV
 * through papaparse. A file either parser cannot read whole fails the test.
 */
import { JSDOM } from "jsdom";
import Papa from "papaparse";

const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

export interface GoogleFeed {
  channel: { title: string; link: string; description: string };
  /**
   * Each item's `g:` fields by local name; additional_image_link, which repeats, as a list, and so
   * shipping ("country:region:price"), present only when the item has one.
   */
  items: Record<string, string | string[]>[];
}

export function parseGoogleFeed(xml: string): GoogleFeed {
  const { DOMParser } = new JSDOM().window;
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`XML inválido: ${error.textContent}`);
  const root = document.documentElement;
  if (root.tagName !== "rss" || root.getAttribute("version") !== "2.0") throw new Error("No es RSS 2.0");
  const channel = root.querySelector(":scope > channel")!;
  const text = (name: string) => channel.querySelector(`:scope > ${name}`)?.textContent ?? "";
  return {
    channel: { title: text("title"), link: text("link"), description: text("description") },
    items: [...channel.querySelectorAll(":scope > item")].map((item) => {
      const fields: Record<string, string | string[]> = { additional_image_link: [] };
      for (const field of item.children) {
        if (field.namespaceURI !== GOOGLE_NAMESPACE)
          throw new Error(`Campo fuera del espacio g: ${field.tagName}`);
        const value = field.textContent ?? "";
        if (field.localName === "shipping") {
          // One per destination, read as Google's text form: "CL:RM:3990 CLP".
          const part = (name: string) => field.getElementsByTagNameNS(GOOGLE_NAMESPACE, name)[0]?.textContent;
          const list = (fields.shipping ??= []) as string[];
          list.push([part("country"), part("region"), part("price")].join(":"));
        } else if (field.localName === "additional_image_link")
          (fields.additional_image_link as string[]).push(value);
        else if (field.localName in fields) throw new Error(`Campo repetido: ${field.localName}`);
        else fields[field.localName] = value;
      }
      return fields;
    }),
  };
}

export interface MetaFeed {
  columns: string[];
  rows: Record<string, string>[];
}

export function parseMetaFeed(csv: string): MetaFeed {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`CSV inválido: ${JSON.stringify(parsed.errors)}`);
  return { columns: parsed.meta.fields ?? [], rows: parsed.data };
}
