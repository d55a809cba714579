import { Link as RouterLink } from "react-router-dom";
import { ContactLinks } from "@/shop/features/content/components/contact-links.tsx";
import { Link } from "@/shop/components/ui/link.tsx";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { BRAND_NAME } from "@domain/brand.ts";
import { css } from "@/styled-system/css";
import { Container, Grid, Stack, styled } from "@/styled-system/jsx";
import { href } from "@domain/shop-paths.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

const helpLinks = [
  { to: href("help"), label: sharedWords.faq },
  { to: `${href("help")}#envios`, label: "Envíos" },
  { to: `${href("help")}#devoluciones`, label: "Devoluciones" },
  { to: href("warranty"), label: "Garantía" },
];

export function SiteFooter() {
  const settings = useShopSettings();

  return (
    <styled.footer bg="sand.900" color="sand.100" mt="16">
      <Container w="full" maxW="7xl" px={{ base: "4", md: "6" }} py="12">
        <Grid
          gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "2fr 1fr 1fr" }}
          gap={{ base: "8", md: "10" }}
        >
          <Stack gap="3" gridColumn={{ base: "1 / -1", md: "auto" }}>
            <styled.p fontFamily="heading" fontSize="3xl">
              {BRAND_NAME}
            </styled.p>
            <styled.p color="sand.300" maxW="sm">
              Joyas hechas a mano con piedras semipreciosas, en Chile.
            </styled.p>
          </Stack>
          {/* Until the settings arrive (or while offline without them: null), placeholders hold the space. */}
          <Stack gap="2">
            <FooterLabel>Contacto</FooterLabel>
            <ContactLinks contact={settings?.contact} />
          </Stack>
          <Stack as="nav" aria-label="Ayuda" gap="2">
            <FooterLabel>Ayuda</FooterLabel>
            {helpLinks.map((link) => (
              <Link
                key={link.to}
                asChild
                className={css({ color: "sand.100", alignSelf: "start", _hover: { color: "white" } })}
              >
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </Stack>
        </Grid>
        <styled.p mt="10" fontSize="sm" color="sand.400">
          © {new Date().getFullYear()} {BRAND_NAME}. Hecho a mano en Chile.
        </styled.p>
      </Container>
    </styled.footer>
  );
}

function FooterLabel({ children }: { children: string }) {
  return (
    <styled.p fontSize="sm" letterSpacing="widest" textTransform="uppercase" color="sand.400">
      {children}
    </styled.p>
  );
}
