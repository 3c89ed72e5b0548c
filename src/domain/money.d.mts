// Types of money.mjs (the format itself is there, in plain JavaScript, so the mock backend uses it too).
export declare function formatMoney(amount: number, currencyType: string): string;
