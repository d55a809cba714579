/**
 * CSV files the owner opens in a spreadsheet (the orders export, the Meta feed) carry text others
 * typed: a shopper's street, a product's description. A cell that begins with =, +, -, @, a tab or
 * a carriage return is run as a formula by Excel, Sheets and LibreOffice, so `=HYPERLINK(…)` in a
 * street would open as a live link. papaparse's `escapeFormulae` puts a ' before such a cell, which
 * makes it text. Its own pattern for `true` (/^[=+\-@\t\r].*$/) misses a formula followed by a line
 * break (`.` stops at the break and `$` then fails): this one looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
