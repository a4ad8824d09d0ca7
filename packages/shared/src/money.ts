/**
 * Money: integer minor units (cents) with an ISO 4217 currency, and the ONE rounding rule of every
 * invoice, so the server's totals, the web's preview and the PDF agree to the cent:
 *
 * - a line's net = quantity × unit price, where the quantity is held in hundredths (1.5 = 150);
 * - a line's tax = net × its tax rate, the rate held in basis points (8.25 % = 825);
 * - each is rounded to the minor unit half away from zero, ONCE, on the line;
 * - the invoice's subtotal, tax and total are the sums of its lines' rounded figures (never
 *   re-rounded), so the lines always add up to the total printed under them.
 *
 * Integers only: no floating-point sum ever reaches a figure.
 */

/** Decimal places of a currency's minor unit (2 for USD and EUR, 0 for CLP), as ISO 4217 and Intl say. */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** `numerator / denominator` rounded half away from zero (both integers, denominator > 0). */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const q = Math.floor(abs / denominator);
  const r = abs - q * denominator;
  return sign * (2 * r >= denominator ? q + 1 : q);
}

/** A quantity as the hundredths the rule works in (1.5 → 150); at most two decimals are kept. */
export function quantityHundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

/** A tax rate in percent (8.25) as basis points (825). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export interface LineFigures {
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** One line's figures under the rule above. */
export function lineFigures(line: {
  quantityHundredths: number;
  unitPriceMinor: number;
  taxRateBasisPoints: number;
}): LineFigures {
  const netMinor = divideRounded(line.quantityHundredths * line.unitPriceMinor, 100);
  const taxMinor = divideRounded(netMinor * line.taxRateBasisPoints, 10_000);
  return { netMinor, taxMinor, totalMinor: netMinor + taxMinor };
}

export interface InvoiceFigures {
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  lines: LineFigures[];
}

/** The invoice's figures: the sums of its lines' rounded figures. */
export function invoiceFigures(
  lines: readonly { quantityHundredths: number; unitPriceMinor: number; taxRateBasisPoints: number }[],
): InvoiceFigures {
  const figures = lines.map(lineFigures);
  const subtotalMinor = figures.reduce((s, f) => s + f.netMinor, 0);
  const taxMinor = figures.reduce((s, f) => s + f.taxMinor, 0);
  return { subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor, lines: figures };
}

/**
 * Minor units as a plain decimal string ("1234.50", "-3.05"): what an 837P amount or a CSV cell
 * carries. Display goes through the web's one formatter (`formatMoney`), which localises this.
 */
export function minorToDecimal(minor: number, currency = 'USD'): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const scale = 10 ** decimals;
  const whole = Math.floor(abs / scale);
  const frac = String(abs % scale).padStart(decimals, '0');
  return decimals ? `${sign}${whole}.${frac}` : `${sign}${whole}`;
}

/** A decimal amount typed by a person ("12.5", "12,50") in minor units, or null when it is not one. */
export function decimalToMinor(text: string, currency = 'USD'): number | null {
  const decimals = currencyDecimals(currency);
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const [whole, frac = ''] = cleaned.replace('-', '').split('.');
  if (frac.length > decimals) return null;
  const value = Number(whole) * 10 ** decimals + Number(frac.padEnd(decimals, '0') || 0);
  return cleaned.startsWith('-') ? -value : value;
}

/**
 * THE money formatter (web screens, PDFs, e-mails): the amount in its currency for a language, from
 * minor units, with exactly the currency's decimals (`$1,234.50`, `1234,50 US$`). It never rounds:
 * the figure was already rounded once, by the rule above.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}
