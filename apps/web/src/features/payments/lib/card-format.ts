/** Card fields as a hosted checkout formats them while typing. */

/** '4242424242424242' → '4242 4242 4242 4242' (groups of four, at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12 / 34'; a single first digit above 1 is a month: '4' → '04 / '. */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit, not nothing.
  if (previous.endsWith(' / ') && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}
