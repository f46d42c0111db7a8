import { currencySymbol, currencyWords, formatNumber } from './format.ts';

/**
 * What a form says beside a field, in the words of the person filling it: a field's label as a noun
 * in a sentence, what a money field asks for, and the API's rules (ajv's `must be >= 0`) said of a
 * field. Pure: no DOM, so that the forms' own checks (project-fields.ts) and their tests use it.
 */

/** One input refused, by its id, and the words beside it. */
export interface Refused {
  field: string;
  beside: string;
}

/** A label as a noun in a sentence: `Total GIFA (m²)` → `total GIFA (m²)`; `, optional` and the currency symbol go. */
export function nounOf(label: string): string {
  const noun = label
    .replace(/,\s*optional$/i, '')
    .replace(` (${currencySymbol()})`, '')
    .trim();
  return /^[A-Z][a-z]/.test(noun) ? noun.charAt(0).toLowerCase() + noun.slice(1) : noun;
}

/** Whether a label is an amount of money (`Total budget (£)`, or one of the form's amounts). */
const isMoneyLabel = (label: string, money: boolean) => money || label.includes(`(${currencySymbol()})`);

/** `Enter the total budget, in British pounds (such as £1,250,000)`: what a money field asks for. */
export function enterMoney(noun: string): string {
  return `Enter the ${noun}, in ${currencyWords()} (such as ${currencySymbol()}1,250,000)`;
}

/**
 * The rule of an API's 400 (ajv's words, `must be >= 0`) said of the field `label`, as a person would
 * (`The total GIFA (m²) cannot be below 0`); a rule it does not know is said after the label.
 */
export function ruleInWords(label: string, rule: string, money = false): string {
  const noun = nounOf(label);
  const bound = (text: string) => (Number.isFinite(Number(text)) ? (isMoneyLabel(label, money) ? `${currencySymbol()}${formatNumber(Number(text))}` : formatNumber(Number(text))) : text);
  let m: RegExpExecArray | null;
  if (/^must be (number|integer)$/.test(rule)) {
    if (isMoneyLabel(label, money)) return enterMoney(noun);
    return rule.endsWith('integer') ? `Enter the ${noun} as a whole number` : `Enter the ${noun} as a number`;
  }
  if ((m = /^must be (>=|>|<=|<) (-?[\d.e+]+)$/.exec(rule))) {
    const words = { '>=': 'cannot be below', '>': 'must be more than', '<=': 'cannot be more than', '<': 'must be less than' }[m[1] as '>=' | '>' | '<=' | '<'];
    return `The ${noun} ${words} ${bound(m[2]!)}`;
  }
  if ((m = /^must NOT have more than (\d+) characters$/.exec(rule))) return `The ${noun} can be at most ${formatNumber(Number(m[1]))} characters long`;
  if ((m = /^must NOT have more than (\d+) items$/.exec(rule))) return `Choose at most ${formatNumber(Number(m[1]))} of the ${noun}`;
  if (/^must NOT have fewer than 1 characters$|^must not be blank$|^is required$|^must have required property/.test(rule)) return `Enter the ${noun}`;
  if (/^must NOT have fewer than 1 items$/.test(rule)) return `Choose at least one of the ${noun}`;
  if (/^must match format "date(-time)?"$/.test(rule)) return `Enter the ${noun} as a date`;
  return `${label}: ${rule}`;
}
