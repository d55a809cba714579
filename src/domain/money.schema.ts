import { z } from "zod";
import { MAX_CLP_AMOUNT } from "./money.ts";

/** An amount of money: whole pesos, never negative. */
export const clpAmountSchema = z.number().int().min(0).max(MAX_CLP_AMOUNT);
