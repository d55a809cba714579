import { Link as RouterLink, useParams } from "react-router-dom";
import { HydrateLater } from "@/shop/components/hydrate-later.tsx";
import { PageLoading } from "@/shop/components/page-loading.tsx";
import { formatClp } from "@domain/money.ts";
import { PRODUCT_TYPE_LABELS } from "@domain/catalog/product.ts";
import { productIdFromSlug } from "@domain/catalog/slug.ts";
import { ProductDetails } from "@/shop/features/catalog/components/product-details.tsx";
import { ProductGallery } from "@/shop/features/catalog/components/product-gallery.tsx";
import { ProductNotFound } from "@/shop/features/catalog/components/product-not-found.tsx";
import { ProductUnavailable } from "@/shop/features/catalog/components/product-unavailable.tsx";
import { ProductPurchase } from "@/shop/features/cart/components/product-purchase.tsx";
import { RelatedProducts } from "@/shop/features/catalog/components/related-products.tsx";
import { ShareButton } from "@/shop/features/catalog/components/share-button.tsx";
import { useProduct } from "@/shop/lib/use-product.ts";
import { useProductMeta } from "@/shop/features/catalog/hooks/use-product-meta.ts";
import { useProductVisit } from "@/shop/features/catalog/hooks/use-product-visit.ts";
import { retryStorefrontData } from "@/lib/storefront/storefront-data.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import * as Breadcrumb from "@/shop/components/ui/breadcrumb.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { css } from "@/styled-system/css";
import { Container, Grid, Stack, styled } from "@/styled-system/jsx";
import { href } from "@domain/shop-paths.ts";

export function Component() {
  const { slug = "" } = useParams();
  const productId = productIdFromSlug(slug);
  const state = useProduct(productId);
  const settings = useShopSettings();
  const product = state.status === "ready" ? state.product : null;
  useProductMeta(product, state.status === "missing");
  useProductVisit(productId, product !== null);

  if (state.status === "loading") return <PageLoading />;
  // The server answers it with a 404.
  if (state.status === "missing") return <ProductNotFound />;
  if (state.status === "unavailable") return <ProductUnavailable onRetry={retryStorefrontData} />;

  const { product: shown } = state;
  return (
    <Container w="full" maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "4", md: "10" }}>
      <Breadcrumb.Root mb="6" display={{ base: "none", lg: "block" }} size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={href("home")}>Inicio</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={href("home")}>{PRODUCT_TYPE_LABELS[shown.productType].plural}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{shown.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Grid columns={{ base: 1, lg: 2 }} gap={{ base: "6", lg: "12" }}>
        <ProductGallery product={shown} />
        <Stack gap="5">
          <Stack gap="2">
            <Heading
              as="h1"
              className={css({
                fontFamily: "heading",
                fontWeight: "medium",
                fontSize: { base: "3xl", md: "4xl" },
                lineHeight: "[1.15]",
              })}
            >
              {shown.name}
            </Heading>
            <styled.p fontSize="2xl" color="brand.fg" fontWeight="semibold">
              {formatClp(shown.price)}
            </styled.p>
          </Stack>
          {settings && <styled.p color="fg.muted">{settings.policies.lengthNote}</styled.p>}
          <ProductPurchase product={shown} />
          <ShareButton product={shown} />
          <HydrateLater>
            <ProductDetails product={shown} settings={settings} />
          </HydrateLater>
        </Stack>
      </Grid>
      <Stack mt={{ base: "12", md: "16" }}>
        <HydrateLater>
          <RelatedProducts product={shown} />
        </HydrateLater>
      </Stack>
    </Container>
  );
}
