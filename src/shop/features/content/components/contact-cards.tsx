import { Link, SimpleGrid, Span, Stack, VisuallyHidden } from "@chakra-ui/react";
import type { ShopSettings } from "@domain/settings.ts";
import { contactChannels, NEW_TAB_NOTE, type ContactChannel, type ContactPrefill } from "./contact-links.tsx";
import { IconCircle } from "@/shop/components/icon-circle.tsx";

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
    <SimpleGrid as="ul" columns={{ base: 1, md: channels.length }} gap="3" listStyleType="none">
      {channels.map(({ key, label, value, href, external, icon: Icon }) => (
        <li key={key}>
          <Link
            href={href}
            target={external ? "_blank" : undefined}
            rel={external ? "noopener noreferrer" : undefined}
            display="flex"
            h="full"
            gap="3"
            px="4"
            py="3.5"
            bg="bg.panel"
            borderWidth="1px"
            rounded="md"
            color="fg"
            transition="border-color 0.2s, background-color 0.2s"
            _hover={{ textDecoration: "none", borderColor: "brand.300", bg: "brand.subtle" }}
          >
            <IconCircle icon={Icon} size={18} />
            <Stack gap="0" minW="0">
              <Span fontSize="xs" letterSpacing="widest" textTransform="uppercase" color="fg.muted">
                {label}
              </Span>
              <VisuallyHidden>: </VisuallyHidden>
              <Span fontWeight="500" wordBreak="break-word">
                {value}
              </Span>
            </Stack>
            {external && <VisuallyHidden>{NEW_TAB_NOTE}</VisuallyHidden>}
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
