import { Container, Stack, styled } from "@/styled-system/jsx";
import { Separator } from "@/shop/components/ui/separator.tsx";
import { PageIntro } from "@/shop/components/page-intro.tsx";
import { ContactCards } from "@/shop/features/content/components/contact-cards.tsx";
import { ContentPlaceholder } from "@/shop/features/content/components/content-placeholder.tsx";
import { ContentSection } from "@/shop/features/content/components/content-section.tsx";
import { HelpFaq } from "@/shop/features/content/components/help-faq.tsx";
import { PageAnchors } from "@/shop/features/content/components/page-anchors.tsx";
import { PaymentMethods } from "@/shop/features/content/components/payment-methods.tsx";
import { ReturnsInfo } from "@/shop/features/content/components/returns-info.tsx";
import { ShippingInfo } from "@/shop/features/content/components/shipping-info.tsx";
import { useScrollToHash } from "@/shop/features/content/hooks/use-scroll-to-hash.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { css } from "@/styled-system/css";
import { sharedWords } from "@/i18n/shared-words.ts";

/** The footer and other pages link to #envios and #devoluciones; keep these ids. */
const sections = [
  { id: "preguntas-frecuentes", label: sharedWords.faq },
  { id: "pagos", label: "Pagos" },
  { id: "envios", label: "Envíos" },
  { id: "devoluciones", label: "Devoluciones" },
  { id: "contacto", label: "Contacto" },
];

export function Component() {
  const settings = useShopSettings();
  useScrollToHash(settings !== undefined);

  return (
    <>
      <PageIntro title="Ayuda">
        <styled.p color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
          Todo lo que necesitas saber sobre tus joyas, los pagos, los envíos y las devoluciones. ¿No
          encuentras tu respuesta? Escríbenos y te ayudamos.
        </styled.p>
        <PageAnchors links={sections} />
      </PageIntro>
      <Container maxW="3xl" px={{ base: "4", md: "6" }} pb={{ base: "2", md: "4" }}>
        {settings ? (
          <Stack gap="0">
            <ContentSection id="preguntas-frecuentes" title={sharedWords.faq}>
              <HelpFaq settings={settings} />
            </ContentSection>
            <Separator className={css({ my: { base: "12", md: "16" } })} />
            <ContentSection id="pagos" title="Pagos" lead="Elige cómo pagar al finalizar tu compra.">
              <PaymentMethods />
            </ContentSection>
            <Separator className={css({ my: { base: "12", md: "16" } })} />
            <ContentSection id="envios" title="Envíos" lead="Te lo enviamos o lo retiras, como prefieras.">
              <ShippingInfo settings={settings} />
            </ContentSection>
            <Separator className={css({ my: { base: "12", md: "16" } })} />
            <ContentSection id="devoluciones" title="Devoluciones">
              <ReturnsInfo settings={settings} />
            </ContentSection>
            <Separator className={css({ my: { base: "12", md: "16" } })} />
            <ContentSection
              id="contacto"
              title="Contacto"
              lead="¿Tienes otra pregunta o quieres ayuda para elegir? Escríbenos, te respondemos con gusto."
            >
              <ContactCards
                contact={settings.contact}
                prefill={{ whatsappMessage: "Hola, tengo una consulta.", emailSubject: "Consulta" }}
              />
            </ContentSection>
          </Stack>
        ) : (
          <ContentPlaceholder missing={settings === null} sections={4} />
        )}
      </Container>
    </>
  );
}
