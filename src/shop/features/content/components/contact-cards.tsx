import type { CSSProperties } from "react";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { Grid, Stack, styled, VisuallyHidden } from "@/styled-system/jsx";
import { Link } from "@/shop/components/ui/link.tsx";
import { contactChannels, NEW_TAB_NOTE, type ContactChannel, type ContactPrefill } from "./contact-links.tsx";
import { IconCircle } from "@/shop/components/icon-circle.tsx";
import { css } from "@/styled-system/css";

interface ContactCardsProps {
  contact: ShopSettings["contact"];
  prefill?: ContactPrefill;
  /** Only these channels (a warranty claim is handled by WhatsApp or e-mail); all by default. */
  only?: Array<ContactChannel["key"]>;
}

/** The contact channels as large tap targets, for the help and warranty pages. */
export function ContactCards({ contact, prefill, only }: ContactCardsProps) {
  const channels = contactChannels(contact, prefill).filter((channel) => !only || only.includes(channel.key));
  return (
    // One column on phones, one per channel from md: the count is known only here.
    <Grid
      as="ul"
      gap="3"
      listStyleType="none"
      gridTemplateColumns={{
        base: "[repeat(1, minmax(0, 1fr))]",
        md: "[repeat(var(--channels), minmax(0, 1fr))]",
      }}
      style={{ "--channels": channels.length } as CSSProperties}
    >
      {channels.map(({ key, label, value, href, external, icon: Icon }) => (
        <li key={key}>
          <Link
            href={href}
            target={external ? "_blank" : undefined}
            rel={external ? "noopener noreferrer" : undefined}
            className={css({
              display: "flex",
              h: "full",
              gap: "3",
              px: "4",
              py: "3.5",
              bg: "bg.panel",
              borderWidth: "1px",
              rounded: "md",
              color: "fg",
              transition: "[border-color 0.2s, background-color 0.2s]",
              _hover: { textDecoration: "none", borderColor: "brand.300", bg: "brand.subtle" },
            })}
          >
            <IconCircle icon={Icon} size={18} />
            <Stack gap="0" minW="[0]">
              <styled.span textStyle="eyebrow" color="fg.muted">
                {label}
              </styled.span>
              <VisuallyHidden>: </VisuallyHidden>
              <styled.span fontWeight="medium" wordBreak="break-word">
                {value}
              </styled.span>
            </Stack>
            {external && <VisuallyHidden>{NEW_TAB_NOTE}</VisuallyHidden>}
          </Link>
        </li>
      ))}
    </Grid>
  );
}
