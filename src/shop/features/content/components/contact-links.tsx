/**
 * The shop's three contact channels (Instagram, WhatsApp, e-mail), all read from the shop settings so
 * the footer, help and warranty pages always agree.
 */
import { Mail, MessageCircle } from "lucide-react";
import type { ComponentType } from "react";
import { whatsappLink, type ShopSettings } from "@domain/settings/settings.ts";
import { css, cx } from "@/styled-system/css";
import { HStack, Stack, VisuallyHidden } from "@/styled-system/jsx";
import { Link } from "@/shop/components/ui/link.tsx";
import { Skeleton } from "@/shop/components/ui/skeleton.tsx";
import { InstagramIcon } from "./instagram-icon.tsx";

export interface ContactChannel {
  key: "instagram" | "whatsapp" | "email";
  /** The channel's name, part of every link's accessible name. */
  label: string;
  /** What the shopper sees: the handle, the phone number or the address. */
  value: string;
  href: string;
  /** Opens in a new tab (the shop stays open behind it). */
  external: boolean;
  icon: ComponentType<{ size?: number }>;
}

export interface ContactPrefill {
  /** Opening line of the WhatsApp chat. */
  whatsappMessage?: string;
  /** Subject line of the e-mail. */
  emailSubject?: string;
}

export const NEW_TAB_NOTE = " (se abre en una pestaña nueva)";

export function contactChannels(
  contact: ShopSettings["contact"],
  prefill: ContactPrefill = {},
): ContactChannel[] {
  const handle = instagramHandle(contact.instagram);
  const subject = prefill.emailSubject ? `?subject=${encodeURIComponent(prefill.emailSubject)}` : "";
  return [
    {
      key: "whatsapp",
      label: "WhatsApp",
      value: formatPhone(contact.whatsapp),
      href: whatsappLink(contact.whatsapp, prefill.whatsappMessage),
      external: true,
      icon: MessageCircle,
    },
    {
      key: "email",
      label: "Correo",
      value: contact.email,
      href: `mailto:${contact.email}${subject}`,
      external: false,
      icon: Mail,
    },
    {
      key: "instagram",
      label: "Instagram",
      value: `@${handle}`,
      href: `https://instagram.com/${handle}`,
      external: true,
      icon: InstagramIcon,
    },
  ];
}

/** Accepts "chatoyant.joyas", "@chatoyant.joyas" or a profile URL. */
function instagramHandle(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, "")
    .replace(/^@/, "")
    .replace(/\/+$/, "");
}

/**
 * 56912345678 → +56 9 1234 5678 (Chilean mobile); other numbers keep their digits after a +. The
 * shop's own number, in the footer of every page: not `formatWhatsapp` (@domain/chile/whatsapp.ts),
 * whose phone-number library (29 KiB gz) would then load with the home page.
 */
function formatPhone(digits: string): string {
  const chileanMobile = /^569(\d{4})(\d{4})$/.exec(digits);
  return chileanMobile ? `+56 9 ${chileanMobile[1]} ${chileanMobile[2]}` : `+${digits}`;
}

/** The placeholders' widths, one per channel (sizes 36, 32 and 40). */
const placeholderWidths = [css({ w: "36" }), css({ w: "32" }), css({ w: "40" })];

/**
 * Compact list for dark backgrounds (the footer). While the settings load it shows placeholders of
 * the same height, so the footer does not jump.
 */
export function ContactLinks({ contact }: { contact: ShopSettings["contact"] | undefined }) {
  if (!contact) {
    return (
      <Stack as="ul" gap="2" listStyleType="none" aria-busy="true">
        {placeholderWidths.map((width) => (
          <HStack as="li" key={width} gap="2.5" minH="6">
            <Skeleton className={css({ boxSize: "4", rounded: "full", bg: "sand.800" })} />
            <Skeleton className={cx(css({ h: "3.5", bg: "sand.800" }), width)} />
          </HStack>
        ))}
      </Stack>
    );
  }

  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {contactChannels(contact).map(({ key, label, value, href, external, icon: Icon }) => (
        <HStack as="li" key={key} minH="6">
          <Link
            href={href}
            target={external ? "_blank" : undefined}
            rel={external ? "noopener noreferrer" : undefined}
            className={css({
              color: "sand.100",
              gap: "2.5",
              wordBreak: "break-word",
              _hover: { color: "white" },
            })}
          >
            <Icon size={16} />
            <VisuallyHidden>{label}: </VisuallyHidden>
            {value}
            {external && <VisuallyHidden>{NEW_TAB_NOTE}</VisuallyHidden>}
          </Link>
        </HStack>
      ))}
    </Stack>
  );
}
