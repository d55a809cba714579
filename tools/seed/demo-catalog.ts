/**
 * Demo catalog for the seed: realistic products so the shop looks alive in the emulator and in
 * screenshots. Every product also carries `art`, the recipe tools/seed/art/ uses to draw its photos.
 */
import type { ProductColor, ProductInput } from "@domain/catalog/product.ts";
import { findPaletteColorByName } from "@domain/catalog/palette.ts";

/** How a stone's surface catches the light; drives the overlay the renderer adds to a bead. */
export type StoneFinish =
  "glossy" | "translucent" | "pearl" | "banded" | "chatoyant" | "speckled" | "matte" | "wood";

export interface StoneArt {
  /** Body color of the stone, as it looks in a photo (not necessarily a palette color). */
  readonly color: string;
  readonly finish: StoneFinish;
  /** Second color for the finish: band color, sheen/flash color or fleck color. */
  readonly detail?: string;
}

export type NecklaceShape = "round-beads" | "chips" | "pendant-drop" | "pendant-round" | "beads-pendant";
export type EarringShape = "stud" | "hoop" | "drop-earring" | "beads-dangle";
export type MetalTone = "dorado" | "plateado" | "oro-rosa";

export interface ProductArt {
  readonly shape: NecklaceShape | EarringShape;
  /** Beads along a strand (or on an earring), repeated in this order. */
  readonly stones: readonly StoneArt[];
  /** The pendant or the stone of a drop earring / stud. */
  readonly focal?: StoneArt;
  readonly metal: MetalTone;
  /** A waxed cord color replaces the metal chain or thread when set. */
  readonly cord?: string;
}

export type DemoProduct = Omit<ProductInput, "media"> & { id: string; art: ProductArt };

// Photo-like stone colors, shared so the same stone looks the same across products.
const STONE = {
  cuarzoRosa: { color: "#EDB8C3", finish: "translucent" },
  jade: { color: "#4F9877", finish: "glossy", detail: "#7DBB9C" },
  turquesa: { color: "#3FB2A8", finish: "speckled", detail: "#5E4B3A" },
  onix: { color: "#19191B", finish: "glossy" },
  hematita: { color: "#42444A", finish: "glossy" },
  amatista: { color: "#8653A6", finish: "translucent" },
  perla: { color: "#F1EADF", finish: "pearl", detail: "#F3D9DC" },
  perlaMarfil: { color: "#F0E3C6", finish: "pearl", detail: "#E9E4F2" },
  ojoDeTigre: { color: "#A0611F", finish: "chatoyant", detail: "#E9B45C" },
  madera: { color: "#8C5A2C", finish: "wood", detail: "#6A3F1E" },
  maderaClara: { color: "#C4914F", finish: "wood", detail: "#9C6A35" },
  labradorita: { color: "#5E6A72", finish: "chatoyant", detail: "#7FB4E0" },
  lapislazuli: { color: "#243F92", finish: "speckled", detail: "#E2C36A" },
  piedraLuna: { color: "#E3E4E6", finish: "chatoyant", detail: "#BCD3F3" },
  malaquita: { color: "#1E7A56", finish: "banded", detail: "#0D4A33" },
  citrino: { color: "#E2A33A", finish: "translucent" },
  cuarzoBlanco: { color: "#EFEEEA", finish: "translucent" },
  agataGris: { color: "#9A968F", finish: "banded", detail: "#D6D2CA" },
  agataBeige: { color: "#CDB696", finish: "banded", detail: "#F0E4CF" },
  ceramicaTerracota: { color: "#B5593C", finish: "matte", detail: "#9A4630" },
  ceramicaCrema: { color: "#EAD8B5", finish: "matte", detail: "#D8C29A" },
  aventurina: { color: "#76B892", finish: "speckled", detail: "#D9F2DF" },
} as const satisfies Record<string, StoneArt>;

const WAXED_CORD = "#5B4330";

/** Palette colors by name; an unknown name is a bug in this file, so it fails loudly. */
function colors(...names: string[]): ProductColor[] {
  return names.map((name) => {
    const color = findPaletteColorByName(name);
    if (color === undefined) throw new Error(`"${name}" no está en la paleta`);
    return { name: color.name, hex: color.hex, description: null };
  });
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // ——— Collares ———
  {
    id: "06de46a1-1cfb-48f4-9dff-c1c6062992e9",
    name: "Luna de Cuarzo Rosa",
    price: 34990,
    stock: 4,
    productType: "collar",
    description:
      "Un colgante redondo de cuarzo rosa, pulido y engastado a mano en plata, que cuelga de una cadena fina como una pequeña luna al atardecer. Su tono suave ilumina el rostro y queda precioso con blusas claras o un escote simple. Llévalo solo o junto a cadenas más cortas.",
    materials: ["Cuarzo rosa", "Plata"],
    collection: "Luna",
    colors: colors("Rosa cuarzo", "Plateado"),
    art: { shape: "pendant-round", stones: [], focal: STONE.cuarzoRosa, metal: "plateado" },
  },
  {
    id: "787e09d7-76cc-4910-bb33-7e699f192250",
    name: "Bosque de Jade",
    price: 42990,
    stock: 3,
    productType: "collar",
    description:
      "Cuentas de jade verde enhebradas una a una a mano, con un cierre de acero inoxidable dorado que no se oscurece con el uso. Cada piedra tiene sus propias vetas, así que no hay dos collares iguales. Se luce sobre lino blanco o con un escote en V.",
    materials: ["Jade", "Acero inoxidable dorado"],
    collection: "Bosque",
    colors: colors("Verde jade", "Dorado"),
    art: { shape: "round-beads", stones: [STONE.jade], metal: "dorado" },
  },
  {
    id: "a8388a13-3421-437c-a2ab-fe1a6678ad58",
    name: "Marea de Turquesa",
    price: 29990,
    stock: 5,
    productType: "collar",
    description:
      "Pequeños chips de turquesa, irregulares como piedras de orilla, ensartados a mano con terminaciones de plata. Su azul verdoso recuerda el mar de la costa central en pleno verano. Perfecto para el día a día, con una polera blanca o un vestido liviano.",
    materials: ["Turquesa", "Plata"],
    collection: "Mar",
    colors: colors("Turquesa", "Plateado"),
    art: { shape: "chips", stones: [STONE.turquesa], metal: "plateado" },
  },
  {
    id: "ffbb5350-0dcc-4b08-b5a3-0e5120f4e7ef",
    name: "Noche de Ónix",
    price: 36990,
    stock: 0,
    productType: "collar",
    description:
      "Ónix negro pulido alternado con pequeñas cuentas de hematita, en un collar sobrio armado a mano en nuestro taller. El brillo profundo de la piedra lo vuelve un básico tanto para la noche como para la oficina. Se lleva a la base del cuello y combina con cualquier color.",
    materials: ["Ónix", "Hematita", "Plata"],
    collection: "Luna",
    colors: colors("Negro", "Grafito", "Plateado"),
    art: { shape: "round-beads", stones: [STONE.onix, STONE.onix, STONE.hematita], metal: "plateado" },
  },
  {
    id: "44a3d73b-8fe4-4855-8a32-c07e3c2624d4",
    name: "Gota de Amatista",
    price: 32990,
    stock: 2,
    productType: "collar",
    description:
      "Una gota de amatista cuelga de una cadena fina de acero inoxidable dorado. El violeta de la piedra cambia con la luz: más profundo a la sombra, casi lila al sol. Un collar delicado para llevar todos los días o para regalar en una fecha especial.",
    materials: ["Amatista", "Acero inoxidable dorado"],
    collection: null,
    colors: colors("Violeta", "Dorado"),
    art: { shape: "pendant-drop", stones: [], focal: STONE.amatista, metal: "dorado" },
  },
  {
    id: "29ae6062-88c9-4e3c-a62d-1cf6a2e0bb0e",
    name: "Perlas de Lluvia",
    price: 54990,
    stock: 3,
    productType: "collar",
    description:
      "Perlas de formas suaves e irregulares, anudadas a mano una a una para que no se rocen entre sí. Su brillo cremoso acompaña tanto un vestido de fiesta como una camisa de mezclilla. Cierre de plata, pensado para abrir y cerrar sin esfuerzo.",
    materials: ["Perla", "Plata"],
    collection: "Mar",
    colors: colors("Perla", "Marfil", "Plateado"),
    art: { shape: "round-beads", stones: [STONE.perla, STONE.perlaMarfil], metal: "plateado" },
  },
  {
    id: "014a5694-b07f-4a73-b1cd-2ec385d57861",
    name: "Tierra de Ojo de Tigre",
    price: 27990,
    stock: 4,
    productType: "collar",
    description:
      "Cuentas de ojo de tigre y madera enhebradas en hilo encerado, con un nudo corredizo para ajustar el largo a tu gusto. La piedra tiene ese brillo sedoso que se desliza con la luz, la chatoyancia que da nombre a nuestra marca. Un collar cálido y relajado para los fines de semana.",
    materials: ["Ojo de tigre", "Madera", "Hilo encerado"],
    collection: "Tierra",
    colors: colors("Caramelo", "Café"),
    art: {
      shape: "round-beads",
      stones: [STONE.ojoDeTigre, STONE.madera, STONE.ojoDeTigre, STONE.ojoDeTigre, STONE.madera],
      metal: "dorado",
      cord: WAXED_CORD,
    },
  },
  {
    id: "dda9898f-bcb4-4b9d-8688-5e0d1f06e28e",
    name: "Aurora de Labradorita",
    price: 39990,
    stock: 1,
    productType: "collar",
    description:
      "Un cabujón de labradorita engastado a mano en plata, que esconde destellos azules y verdes que aparecen cuando te mueves. Cada piedra es única: la tuya tendrá su propio juego de reflejos. Brilla más sobre prendas lisas, en tonos neutros u oscuros.",
    materials: ["Labradorita", "Plata"],
    collection: null,
    colors: colors("Gris azulado", "Plateado"),
    art: { shape: "pendant-round", stones: [], focal: STONE.labradorita, metal: "plateado" },
  },
  {
    id: "5ca43cb8-dc39-4a7f-b633-158d718c386b",
    name: "Cielo de Lapislázuli",
    price: 44990,
    stock: 5,
    productType: "collar",
    description:
      "Cuentas de lapislázuli de un azul intenso, salpicadas de pequeños puntos dorados, armadas a mano con cierre de acero inoxidable dorado. Un azul profundo que le da carácter a una camisa blanca o a un sweater crudo. De largo corto, para lucirlo a la altura de la clavícula.",
    materials: ["Lapislázuli", "Acero inoxidable dorado"],
    collection: null,
    colors: colors("Azul lapislázuli", "Dorado"),
    art: { shape: "round-beads", stones: [STONE.lapislazuli], metal: "dorado" },
  },
  {
    id: "f2a6865d-9b48-4676-8af2-945982a5701c",
    name: "Brisa de Piedra Luna",
    price: 49990,
    stock: 2,
    productType: "collar",
    description:
      "Una gota de piedra luna, con ese brillo lechoso que parece flotar dentro de la piedra, cuelga de una cadena fina de plata. Es discreto y luminoso a la vez, ideal de día y de noche. Combínalo con otros collares cortos de la colección Luna.",
    materials: ["Piedra luna", "Plata"],
    collection: "Luna",
    colors: colors("Perla", "Plateado"),
    art: { shape: "pendant-drop", stones: [], focal: STONE.piedraLuna, metal: "plateado" },
  },
  {
    id: "7f24b95a-4cc4-4018-8891-9364779a3575",
    name: "Selva de Malaquita",
    price: 46990,
    stock: 0,
    productType: "collar",
    description:
      "Cuentas de malaquita con sus característicos anillos verdes, rematadas con una gota de la misma piedra y detalles de acero inoxidable dorado. Hecho a mano pieza por pieza, con un verde profundo que no pasa desapercibido. Se ve increíble con tonos tierra o con blanco.",
    materials: ["Malaquita", "Acero inoxidable dorado"],
    collection: "Bosque",
    colors: colors("Verde esmeralda", "Dorado"),
    art: { shape: "beads-pendant", stones: [STONE.malaquita], focal: STONE.malaquita, metal: "dorado" },
  },
  {
    id: "8472d770-cab6-46ba-96d1-d78cedfdb60b",
    name: "Sol de Citrino",
    price: 31990,
    stock: 4,
    productType: "collar",
    description:
      "Chips de citrino y cuarzo blanco ensartados a mano como pequeños rayos de sol, con terminaciones de acero inoxidable dorado. Un collar alegre y liviano que suma luz a cualquier tenida. Lúcelo solo o junto a una cadena fina.",
    materials: ["Citrino", "Cuarzo blanco", "Acero inoxidable dorado"],
    collection: null,
    colors: colors("Ámbar", "Blanco", "Dorado"),
    art: {
      shape: "chips",
      stones: [STONE.citrino, STONE.citrino, STONE.cuarzoBlanco],
      metal: "dorado",
    },
  },
  {
    id: "bfeba181-98ca-4fb9-bb4d-12887bf90e21",
    name: "Raíz de Ágata",
    price: 24500,
    stock: 5,
    productType: "collar",
    description:
      "Cuentas de ágata con vetas naturales en grises y beige, combinadas con madera pulida a mano. Sus tonos tierra lo hacen fácil de combinar con lino, algodón y colores neutros. Liviano y cálido al tacto, para llevarlo todos los días.",
    materials: ["Ágata", "Madera", "Acero inoxidable plateado"],
    collection: "Tierra",
    colors: colors("Gris", "Beige", "Café"),
    art: {
      shape: "round-beads",
      stones: [STONE.agataGris, STONE.maderaClara, STONE.agataBeige, STONE.maderaClara],
      metal: "plateado",
    },
  },
  {
    id: "c38064bb-b339-4039-9d15-201bfced17fb",
    name: "Terracota de Cerámica",
    price: 19500,
    stock: 5,
    productType: "collar",
    description:
      "Cuentas de cerámica modeladas y esmaltadas a mano en tonos terracota y crema, anudadas en hilo encerado junto a cuentas de madera. Cada cuenta tiene pequeñas diferencias que delatan su origen artesanal. Ideal para looks relajados de verano.",
    materials: ["Cerámica", "Madera", "Hilo encerado"],
    collection: "Tierra",
    colors: colors("Terracota", "Crema", "Café"),
    art: {
      shape: "round-beads",
      stones: [STONE.ceramicaTerracota, STONE.ceramicaCrema, STONE.ceramicaTerracota, STONE.madera],
      metal: "dorado",
      cord: WAXED_CORD,
    },
  },
  {
    id: "5b1cae59-f49c-4173-b824-0e28d4b82871",
    name: "Hoja de Aventurina",
    price: 26990,
    stock: 1,
    productType: "collar",
    description:
      "Chips de aventurina verde con un brillo suave y escarchado, ensartados a mano con terminaciones de acero inoxidable plateado. Un verde fresco, como hojas nuevas, que combina con blanco, beige y mezclilla. Un collar liviano para llevar a diario.",
    materials: ["Aventurina", "Acero inoxidable plateado"],
    collection: "Bosque",
    colors: colors("Verde menta", "Plateado"),
    art: { shape: "chips", stones: [STONE.aventurina], metal: "plateado" },
  },
  {
    id: "f0c698ba-0588-41b3-b78c-93a9ddbe09c1",
    name: "Perla Barroca en Oro",
    price: 69990,
    stock: 2,
    productType: "collar",
    description:
      "Una perla barroca de forma única cuelga de una fina cadena de oro 18k, en un collar pensado para acompañarte toda la vida. Su superficie irregular refleja la luz de manera distinta en cada ángulo. Una pieza especial para regalar o para celebrarte.",
    materials: ["Perla", "Oro 18k"],
    collection: "Mar",
    colors: colors("Marfil", "Dorado"),
    art: { shape: "pendant-drop", stones: [], focal: STONE.perlaMarfil, metal: "dorado" },
  },

  // ——— Aros ———
  {
    id: "09bf39ed-b7f3-44a4-8f47-09a69703cc2c",
    name: "Gotitas de Amatista",
    price: 18990,
    stock: 5,
    productType: "aro",
    description:
      "Pequeñas gotas de amatista que cuelgan de ganchos de plata, armadas a mano en nuestro taller. Se mueven con gracia y atrapan la luz con cada gesto. Son livianos, para usarlos todo el día.",
    materials: ["Amatista", "Plata"],
    collection: null,
    colors: colors("Violeta", "Plateado"),
    art: { shape: "drop-earring", stones: [], focal: STONE.amatista, metal: "plateado" },
  },
  {
    id: "64cd3be6-1776-41ec-9fb3-d5b062f98255",
    name: "Perla Marfil",
    price: 16990,
    stock: 3,
    productType: "aro",
    description:
      "Aros de perla en tono marfil montados sobre acero inoxidable dorado: un clásico que nunca falla. Su tamaño pequeño los hace perfectos para el día a día o para combinarlos con otros aros. Vienen en una cajita lista para regalar.",
    materials: ["Perla", "Acero inoxidable dorado"],
    collection: "Mar",
    colors: colors("Marfil", "Dorado"),
    art: { shape: "stud", stones: [], focal: STONE.perlaMarfil, metal: "dorado" },
  },
  {
    id: "656888bf-0ba9-4ac9-b7da-d9d9411425a6",
    name: "Argolla Turquesa",
    price: 19990,
    stock: 4,
    productType: "aro",
    description:
      "Argollas de acero inoxidable dorado con una cuenta de turquesa que se desliza libremente. Son ligeras y no se oscurecen con el uso diario. Un toque de color para tus tenidas de verano.",
    materials: ["Turquesa", "Acero inoxidable dorado"],
    collection: "Mar",
    colors: colors("Turquesa", "Dorado"),
    art: { shape: "hoop", stones: [STONE.turquesa], metal: "dorado" },
  },
  {
    id: "ff8b0850-a5e4-44bb-88f3-3ac06dcec755",
    name: "Lágrima de Jade",
    price: 22990,
    stock: 0,
    productType: "aro",
    description:
      "Una lágrima de jade verde, pulida a mano, cuelga de un gancho de plata. Sus vetas suaves hacen que cada par sea ligeramente distinto. Elegantes y discretos, lucen especialmente con el pelo tomado.",
    materials: ["Jade", "Plata"],
    collection: "Bosque",
    colors: colors("Verde jade", "Plateado"),
    art: { shape: "drop-earring", stones: [], focal: STONE.jade, metal: "plateado" },
  },
  {
    id: "38f25c22-7163-4cc0-9f44-5d2c1a392812",
    name: "Brote de Cuarzo Rosa",
    price: 14990,
    stock: 2,
    productType: "aro",
    description:
      "Pequeños cabujones de cuarzo rosa engastados en acero inoxidable plateado. Un rosado suave y luminoso que acompaña cualquier tenida. Perfectos para un segundo agujero o para quienes prefieren lo minimalista.",
    materials: ["Cuarzo rosa", "Acero inoxidable plateado"],
    collection: "Luna",
    colors: colors("Rosa cuarzo", "Plateado"),
    art: { shape: "stud", stones: [], focal: STONE.cuarzoRosa, metal: "plateado" },
  },
  {
    id: "34b203e9-2f96-43f5-bfb5-061dd7880e38",
    name: "Cascada de Lapislázuli",
    price: 24990,
    stock: 3,
    productType: "aro",
    description:
      "Tres cuentas de lapislázuli caen en cascada desde un gancho de acero inoxidable dorado. El azul profundo de la piedra contrasta de maravilla con el dorado. Úsalos con el pelo tomado para que se luzcan.",
    materials: ["Lapislázuli", "Acero inoxidable dorado"],
    collection: null,
    colors: colors("Azul lapislázuli", "Dorado"),
    art: { shape: "beads-dangle", stones: [STONE.lapislazuli], metal: "dorado" },
  },
  {
    id: "ff9d6aab-4227-457e-8fb3-9037fd56c6b8",
    name: "Argolla Ojo de Tigre",
    price: 17990,
    stock: 5,
    productType: "aro",
    description:
      "Argollas doradas con pequeñas cuentas de ojo de tigre, cuyo brillo sedoso cambia con cada movimiento. Un diseño simple y cálido, perfecto para el día a día. Hechos a mano en acero inoxidable dorado.",
    materials: ["Ojo de tigre", "Acero inoxidable dorado"],
    collection: "Tierra",
    colors: colors("Caramelo", "Dorado"),
    art: { shape: "hoop", stones: [STONE.ojoDeTigre, STONE.ojoDeTigre, STONE.ojoDeTigre], metal: "dorado" },
  },
  {
    id: "3974bc1c-e2af-44db-b531-5473aaa1375b",
    name: "Destello de Labradorita",
    price: 27990,
    stock: 1,
    productType: "aro",
    description:
      "Gotas de labradorita con destellos azules que aparecen y desaparecen según la luz, montadas a mano en plata. Elegimos cada par para que ambas piedras tengan reflejos parecidos. Un toque misterioso para la noche.",
    materials: ["Labradorita", "Plata"],
    collection: null,
    colors: colors("Gris azulado", "Plateado"),
    art: { shape: "drop-earring", stones: [], focal: STONE.labradorita, metal: "plateado" },
  },
  {
    id: "587f973f-f9e3-4864-a756-b0052b7b989c",
    name: "Punto de Ónix",
    price: 12990,
    stock: 4,
    productType: "aro",
    description:
      "Un punto de ónix negro pulido sobre acero inoxidable plateado: simple, elegante y fácil de usar. Combinan con todo y son ideales para regalar. Hechos a mano en nuestro taller.",
    materials: ["Ónix", "Acero inoxidable plateado"],
    collection: null,
    colors: colors("Negro", "Plateado"),
    art: { shape: "stud", stones: [], focal: STONE.onix, metal: "plateado" },
  },
  {
    id: "8f9aa5f8-1642-4c74-9706-4b4c08bee3eb",
    name: "Piedra Luna y Oro",
    price: 58990,
    stock: 0,
    productType: "aro",
    description:
      "Gotas de piedra luna con su brillo azulado y lechoso, montadas en ganchos de oro 18k. Una pieza delicada y duradera, pensada tanto para ocasiones especiales como para todos los días. Hechos a mano, uno a uno.",
    materials: ["Piedra luna", "Oro 18k"],
    collection: "Luna",
    colors: colors("Perla", "Dorado"),
    art: { shape: "drop-earring", stones: [], focal: STONE.piedraLuna, metal: "dorado" },
  },
];
