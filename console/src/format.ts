const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const NONE = '—';

export const formatMoney = (value: number | null | undefined) => (value == null ? NONE : money.format(value));
export const formatNumber = (value: number | null | undefined) => (value == null ? NONE : number.format(value));
export const formatDate = (value: string | null | undefined) => (value ? date.format(new Date(value)) : NONE);
export const formatDateTime = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : NONE);
export const formatText = (value: string | number | boolean | null | undefined) =>
  value == null || value === '' ? NONE : String(value);

/** `IN_PROGRESS` → `In progress`. */
export function formatCode(value: string | null | undefined): string {
  if (!value) return NONE;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
