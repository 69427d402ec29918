import { formatCount } from './format-number';

/**
 * '$350' or '$42.50': whole amounts without cents, as prices are usually quoted; others to the cent.
 * en-US dollars as Intl.NumberFormat writes them, without its start-up cost (format-number.ts).
 */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  if (Number.isInteger(amount)) return `${sign}$${formatCount(Math.abs(amount))}`;
  const cents = Math.round(Math.abs(amount) * 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${sign}$${formatCount(Math.floor(cents / 100))}.${rest}`;
}
