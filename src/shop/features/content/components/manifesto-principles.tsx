import { Grid, Stack, styled } from "@/styled-system/jsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { css } from "@/styled-system/css";
import { copy } from "@/i18n/es-CL.ts";

const principles = [
  {
    title: "Hechas a mano, en Chile",
    text: "Cada collar y cada par de aros pasa por nuestras manos de principio a fin. Trabajamos sin apuro, pieza por pieza, cuidando cada nudo, cada cierre y cada terminación.",
  },
  {
    title: "Piedras elegidas una a una",
    text: "Elegimos cada piedra por su color y por cómo juega con la luz. Como son naturales, no hay dos iguales: sus tonos y sus vetas hacen que tu joya sea solo tuya.",
  },
  {
    title: copy.promises.fivePerDesign,
    text: "Hacemos series cortas, de solo 5 unidades por diseño. Preferimos pocas piezas, hechas con tiempo, a muchas iguales: así es difícil que te cruces con alguien que lleve la misma.",
  },
  {
    title: copy.promises.madeToMeasure,
    text: "Un collar luce cuando cae justo donde tiene que caer. Por eso ajustamos el largo a tu medida: después de tu compra te escribimos para confirmarlo.",
  },
];

/** The four promises of the brand story, numbered like a manifesto. */
export function ManifestoPrinciples() {
  return (
    <Grid as="ol" columns={{ base: 1, md: 2 }} gap={{ base: "10", md: "14" }} listStyleType="none">
      {principles.map(({ title, text }, index) => (
        <Stack as="li" key={title} gap="3" borderTopWidth="1px" borderColor="brand.200" pt="6">
          <styled.p
            fontFamily="heading"
            fontSize="xl"
            color="brand.fg"
            fontVariantNumeric="lining-nums"
            aria-hidden
          >
            {String(index + 1).padStart(2, "0")}
          </styled.p>
          <Heading as="h2" className={css({ textStyle: "sectionTitle" })}>
            {title}
          </Heading>
          <styled.p color="fg.muted" fontSize={{ base: "md", md: "lg" }}>
            {text}
          </styled.p>
        </Stack>
      ))}
    </Grid>
  );
}
