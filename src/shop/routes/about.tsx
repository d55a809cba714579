import { Link as RouterLink } from "react-router-dom";
import { Box, Container, Stack, styled } from "@/styled-system/jsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { ManifestoPrinciples } from "@/shop/features/content/components/manifesto-principles.tsx";
import { copy } from "@/i18n/es-CL.ts";
import { css } from "@/styled-system/css";
import { href } from "@domain/shop-paths.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

/** The brand story (spec: "Manifiesto"). It states only what the shop promises everywhere else. */
export function Component() {
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="bg.muted" gradientTo="bg">
        <Container
          maxW="4xl"
          px={{ base: "4", md: "6" }}
          pt={{ base: "14", md: "24" }}
          pb={{ base: "12", md: "20" }}
        >
          <Stack gap={{ base: "5", md: "7" }} align="center" textAlign="center">
            <styled.p
              fontSize="sm"
              letterSpacing="widest"
              textTransform="uppercase"
              color="brand.fg"
              fontWeight="medium"
            >
              {copy.nav.manifesto}
            </styled.p>
            <Heading
              as="h1"
              className={css({
                fontFamily: "heading",
                fontWeight: "medium",
                fontSize: { base: "4xl", sm: "5xl", md: "7xl" },
                lineHeight: "[1.05]",
                letterSpacing: "wide",
                textWrap: "balance",
              })}
            >
              JOYAS PARA QUE BRILLES
            </Heading>
            <styled.p fontSize={{ base: "lg", md: "xl" }} color="fg.muted" maxW="2xl" textWrap="[pretty]">
              Hacemos joyas a mano en Chile, con piedras semipreciosas que elegimos una a una. Piezas para
              acompañarte todos los días y para que, al ponértelas, brilles tú.
            </styled.p>
          </Stack>
        </Container>
      </Box>

      <Container
        maxW="3xl"
        px={{ base: "4", md: "6" }}
        pt={{ base: "4", md: "6" }}
        pb={{ base: "10", md: "16" }}
      >
        <styled.p textWrap="balance" textStyle="statement" fontStyle="italic" textAlign="center" color="fg">
          «Chatoyant» describe el destello que recorre algunas piedras cuando se mueven con la luz. Es lo que
          buscamos en cada joya: un brillo vivo, que cambia contigo.
        </styled.p>
      </Container>

      <Container maxW="5xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
        <ManifestoPrinciples />
      </Container>

      <Container
        maxW="3xl"
        px={{ base: "4", md: "6" }}
        pt={{ base: "14", md: "20" }}
        pb={{ base: "12", md: "20" }}
      >
        <Stack gap="7" align="center" textAlign="center">
          <styled.p textStyle="statement" textWrap="balance">
            Creemos en joyas que no necesitan gritar para hacerse notar: basta con que te hagan sentir bien
            cada vez que te las pones.
          </styled.p>
          <styled.p color="fg.muted">Conoce la colección y encuentra la piedra que brilla contigo.</styled.p>
          <Button asChild className={css({ colorPalette: "brand", px: "8" })} size="lg">
            <RouterLink to={href("home")}>{sharedWords.seeCollection}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
