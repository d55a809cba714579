import { Container, Stack, styled } from "@/styled-system/jsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { Separator } from "@/shop/components/ui/separator.tsx";
import { PageIntro } from "@/shop/components/page-intro.tsx";
import { ContactCards } from "@/shop/features/content/components/contact-cards.tsx";
import { ContentPlaceholder } from "@/shop/features/content/components/content-placeholder.tsx";
import { ContentSection } from "@/shop/features/content/components/content-section.tsx";
import { NumberedSteps } from "@/shop/features/content/components/numbered-steps.tsx";
import { PolicyHighlight } from "@/shop/features/content/components/policy-highlight.tsx";
import { TextLink } from "@/shop/features/content/components/text-link.tsx";
import { WarrantyCoverage } from "@/shop/features/content/components/warranty-coverage.tsx";
import { countLabel, countUnit } from "@/shop/features/content/utils/count-label.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { css } from "@/styled-system/css";
import { href } from "@domain/shop-paths.ts";

export function Component() {
  const settings = useShopSettings();
  const warrantyMonths = settings?.policies.warrantyMonths ?? 0;

  return (
    <>
      <PageIntro title="Garantía">
        <styled.p color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
          Hacemos cada joya a mano y con cuidado, y respondemos por ella ante cualquier defecto de
          fabricación.
        </styled.p>
      </PageIntro>
      <Container maxW="3xl" px={{ base: "4", md: "6" }} pb={{ base: "2", md: "4" }}>
        {settings ? (
          <Stack gap={{ base: "12", md: "16" }}>
            <PolicyHighlight
              figure={warrantyMonths}
              unit={countUnit(warrantyMonths, "mes", "meses")}
              caption="de garantía desde que recibes tu joya"
            >
              {settings.policies.warranty}
            </PolicyHighlight>
            <Stack gap="0">
              <ContentSection id="cobertura" title="Qué cubre y qué no">
                <WarrantyCoverage />
              </ContentSection>
              <Separator className={css({ my: { base: "12", md: "16" } })} />
              <ContentSection id="como-usarla" title="Cómo hacer efectiva tu garantía">
                <Stack gap="8">
                  <NumberedSteps
                    steps={[
                      `Escríbenos por WhatsApp o por correo dentro del plazo de ${countLabel(warrantyMonths, "mes", "meses")} desde que recibiste tu joya.`,
                      "Cuéntanos qué pasó y envíanos tu número de pedido (empieza con CHT-) junto a una foto de la joya.",
                      "Revisamos tu caso y coordinamos contigo cómo solucionarlo.",
                    ]}
                  />
                  <ContactCards
                    contact={settings.contact}
                    only={["whatsapp", "email"]}
                    prefill={{
                      whatsappMessage:
                        "Hola, quiero hacer efectiva la garantía de mi joya. Mi número de pedido es: ",
                      emailSubject: "Garantía de mi joya",
                    }}
                  />
                </Stack>
              </ContentSection>
            </Stack>
            <styled.aside
              aria-labelledby="cuidados-titulo"
              bg="brand.muted"
              rounded="lg"
              p={{ base: "5", md: "7" }}
            >
              <Stack gap="3">
                <Heading
                  id="cuidados-titulo"
                  as="h2"
                  className={css({
                    fontFamily: "heading",
                    fontWeight: "medium",
                    fontSize: { base: "xl", md: "2xl" },
                  })}
                >
                  Para que tu joya dure
                </Heading>
                <p>{settings.policies.care}</p>
                <styled.p color="fg.muted">
                  ¿Quieres cambiar o devolver una joya sin defectos? Revisa nuestra{" "}
                  <TextLink to={`${href("help")}#devoluciones`}>política de devoluciones</TextLink>.
                </styled.p>
              </Stack>
            </styled.aside>
          </Stack>
        ) : (
          <ContentPlaceholder missing={settings === null} />
        )}
      </Container>
    </>
  );
}
