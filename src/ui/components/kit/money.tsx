import { formatMoney } from '../../../domain/money';

/** An amount as the app writes money everywhere (domain/money.ts), in tabular figures so columns of amounts align. */
export function Money({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  return <span className={className ? `money ${className}` : 'money'}>{formatMoney(amount, currency)}</span>;
}
