/**
 * The product editor's "generate description" button. Admin only. Until an AI provider is
 * configured, the built-in writer composes it from what the admin chose.
 */
import { onCall } from "firebase-functions/v2/https";
import {
  composeProductDescription,
  productDescriptionInputSchema,
} from "../../../src/domain/catalog/product-description.ts";
import { parseInput, requireAdmin } from "./guards.ts";

export const generateProductDescription = onCall(async (request): Promise<{ description: string }> => {
  requireAdmin(request);
  const input = parseInput(productDescriptionInputSchema, request.data);
  return { description: composeProductDescription(input) };
});
