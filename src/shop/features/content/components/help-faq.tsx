import type { ReactNode } from "react";
import { PROOF_FORMATS_LABEL, PROOF_MAX_SIZE_LABEL } from "@domain/orders/payment-proof.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { css } from "@/styled-system/css";
import { Stack } from "@/styled-system/jsx";
import * as Accordion from "@/shop/components/ui/accordion.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { countLabel } from "@/shop/features/content/utils/count-label.ts";
import { PAYMENT_CONFIRMATION_TIME } from "./payment-methods.tsx";
import { TextLink } from "./text-link.tsx";
import { href } from "@domain/shop-paths.ts";

interface Question {
  value: string;
  question: string;
  answer: ReactNode;
}

function questions({ policies, bankTransfer }: ShopSettings): Question[] {
  return [
    {
      value: "materiales",
      question: "¿De qué están hechas las joyas?",
      answer: (
        <p>
          De piedras semipreciosas naturales, que elegimos una a una por su color y su luz. En la página de
          cada joya encontrarás el detalle de sus materiales.
        </p>
      ),
    },
    {
      value: "cuidados",
      question: "¿Cómo cuido mi joya?",
      answer: (
        <p>
          {policies.care} Si algo se suelta o se rompe por un defecto de fabricación, te cubre nuestra{" "}
          <TextLink to={href("warranty")}>garantía</TextLink>.
        </p>
      ),
    },
    {
      value: "largo",
      question: "¿Cómo ajustan el largo a mi medida?",
      answer: (
        <p>
          {policies.lengthNote} Si no conoces tu medida, te ayudamos a tomarla: basta con una cinta de medir o
          un hilo.
        </p>
      ),
    },
    {
      value: "piezas-unicas",
      question: "¿Cada joya es única?",
      answer: (
        <p>
          Sí. Hacemos cada pieza a mano, una a una, y solo 5 unidades por diseño. Como las piedras son
          naturales, su color y sus vetas cambian levemente de una joya a otra: la tuya no será idéntica a
          ninguna.
        </p>
      ),
    },
    {
      value: "medios-de-pago",
      question: "¿Cómo puedo pagar?",
      answer: (
        <p>
          Con link de pago o por transferencia bancaria: eliges al finalizar tu compra. Te contamos cómo
          funciona cada uno en <TextLink to="#pagos">Pagos</TextLink>.
        </p>
      ),
    },
    {
      value: "confirmacion",
      question: "¿Cuándo se confirma mi pago?",
      answer: (
        <p>
          En {PAYMENT_CONFIRMATION_TIME} desde que recibimos tu comprobante. Te avisamos por WhatsApp y
          comenzamos a preparar tu pedido.
        </p>
      ),
    },
    {
      value: "comprobante",
      question: "¿Cómo envío el comprobante de transferencia?",
      answer: (
        <Stack gap="2">
          <p>
            Al terminar tu compra te llevamos a la página de tu pedido, donde puedes subir una foto o captura
            del comprobante ({PROOF_FORMATS_LABEL}, de hasta {PROOF_MAX_SIZE_LABEL}).
          </p>
          <p>
            Si lo prefieres, envíalo por WhatsApp o a {bankTransfer.email}. Incluye siempre tu número de
            pedido (empieza con CHT-) para encontrarlo rápido.
          </p>
        </Stack>
      ),
    },
    {
      value: "plazos-de-envio",
      question: "¿Cuánto demora en llegar mi pedido?",
      answer: (
        <p>
          {policies.shipping} Revisa todos los detalles en <TextLink to="#envios">Envíos</TextLink>.
        </p>
      ),
    },
    {
      value: "cambios",
      question: "¿Puedo cambiar o devolver una joya?",
      answer: (
        <p>
          Sí, tienes {countLabel(policies.returnsDays, "día", "días")} desde que la recibes. Te explicamos
          cómo en <TextLink to="#devoluciones">Devoluciones</TextLink>.
        </p>
      ),
    },
  ];
}

// Nine questions: their classes are computed once, not on every render of every item.
const styles = {
  item: css({ borderBottomWidth: "1px" }),
  question: css({ fontFamily: "body", fontSize: "md", fontWeight: "medium", lineHeight: "moderate" }),
  trigger: css({ py: "4", gap: "4", cursor: "button", _hover: { color: "brand.fg" } }),
  questionText: css({ flex: "1" }),
  indicator: css({ color: "fg.muted" }),
  answer: css({ pt: "0", pb: "5", pe: { base: "0", md: "10" }, color: "fg.muted" }),
};

/** The help page's questions; answers that state a policy read it from the shop settings. */
export function HelpFaq({ settings }: { settings: ShopSettings }) {
  return (
    <Accordion.Root collapsible multiple variant="plain" borderTopWidth="1px">
      {questions(settings).map(({ value, question, answer }) => (
        <Accordion.Item key={value} value={value} className={styles.item}>
          <Heading as="h3" className={styles.question}>
            <Accordion.ItemTrigger className={styles.trigger}>
              <span className={styles.questionText}>{question}</span>
              <Accordion.ItemIndicator className={styles.indicator} />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody className={styles.answer}>{answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
