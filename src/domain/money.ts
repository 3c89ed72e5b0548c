// The one money format, for the UI and the mock backend's words (the mock imports this very file).

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyType: string, fractionDigits: number | undefined): Intl.NumberFormat | null {
  const key = `${currencyType}|${String(fractionDigits)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      // 'en', not 'en-IN': one grouping (thousands) for every currency, as every other number in the app is grouped,
      // and the currency's own symbol without a region prefix (¥ for JPY where en-IN says JP¥).
      formatter = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: currencyType,
        ...(fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
      });
    } catch {
      return null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount of money as the app shows it everywhere: Intl currency formatting for the currency, e.g. ₹1,500 (INR),
 * ¥1,500 (JPY), $12 (USD). Whole amounts, as the product stores them, show no decimals; an amount with a fraction
 * (a part refund) shows the currency's usual decimals. A code Intl does not know reads '1,500 XYZ'.
 */
export function formatMoney(amount: number, currencyType: string): string {
  const whole = Number.isInteger(amount);
  const formatter = formatterFor(currencyType, whole ? 0 : undefined);
  if (!formatter) return `${amount.toLocaleString('en')} ${currencyType}`;
  return formatter.format(amount);
}
