// Money as the APIs answer it: in the environment's currency, to that currency's minor unit (pence for
// GBP, whole yen for JPY, fils for BHD). Sums and products of amounts pick up binary fractions
// (62947644.599999994); a lender reads figures to the penny, and an amount already exact to the penny
// comes back as the same number, so its JSON text is unchanged.

const digitsByCurrency = new Map<string, number>();

/** How many decimal places the currency's minor unit has (ISO 4217, as Intl knows it); 2 for a code Intl does not know. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * `amount` to the currency's minor unit, halves away from zero (as a ledger rounds a credit and a debit
 * alike); never -0. Exact for every amount within MONEY_MAX (json-schema.ts): amount × 10^digits stays
 * well inside the doubles' exact integers.
 */
export function toMinorUnit(amount: number, currency: string): number {
  const scale = 10 ** minorUnitDigits(currency);
  const units = Math.round(Math.abs(amount) * scale);
  return units === 0 ? 0 : (Math.sign(amount) * units) / scale;
}
