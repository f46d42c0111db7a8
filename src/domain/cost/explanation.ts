import { BUILDING_FUNCTIONS, BUILDING_PROCESSES, type BuildingFunction, type BuildingProcess } from '../projects/vocabulary.ts';

/**
 * What a benchmark's price is made of (D-58): the model's national rate for the building function, then
 * one multiplier per factor in a fixed order, each with a sentence a lender reads. The model answers the
 * multipliers (model.ts); `explanationInPence` turns them into effects in pence that add up exactly to
 * the adjusted cost per m2.
 */

/** D-58's factors, in the order they are applied. */
export const EXPLANATION_FACTORS = [
  'location',
  'date',
  'function_and_process',
  'size',
  'storeys_and_basements',
  'procurement',
  'site_and_density',
  'abnormal_costs',
  'nearest_evidence',
  'parking',
] as const;
export type ExplanationFactor = (typeof EXPLANATION_FACTORS)[number];

/** One factor's step: what it multiplies the running rate by, and the sentence that says so. */
export interface FactorStep {
  factor: ExplanationFactor;
  multiplier: number;
  label: string;
}

/** An explanation as the model answers it. */
export interface Explanation {
  /** The national reference rate of the building function, per m2 (new build, UK average, 2024 prices). */
  base_cost_per_m2: number;
  steps: FactorStep[];
}

/** An explanation as a report carries it (D-58): each step's effect in pounds per m2, to the penny. */
export interface ExplanationReport {
  base_cost_per_m2: number;
  steps: (FactorStep & { effect_per_m2: number })[];
}

/** Titles of the factors, for a composite's sentences. */
const TITLES: Record<ExplanationFactor, string> = {
  location: 'Location',
  date: 'Date priced',
  function_and_process: 'Building functions and processes',
  size: 'Sizes',
  storeys_and_basements: 'Storeys and basements',
  procurement: 'Procurement',
  site_and_density: 'Sites, units and net areas',
  abnormal_costs: 'Abnormal costs',
  nearest_evidence: 'The nearest comparables',
  parking: 'Structured parking',
};

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "6.8% below the UK average", "no different from the UK average" (under 0.05%). */
function against(multiplier: number, reference: string): string {
  const change = (multiplier - 1) * 100;
  if (Math.abs(change) < 0.05) return `no different from ${reference}`;
  return `${oneDecimal.format(Math.abs(change))}% ${change > 0 ? 'above' : 'below'} ${reference}`;
}

/** "adds 5.0% to the building cost", "adds nothing". */
function adds(multiplier: number, to: string): string {
  const change = (multiplier - 1) * 100;
  if (Math.abs(change) < 0.05) return 'adds nothing';
  return `${change > 0 ? 'adds' : 'takes off'} ${oneDecimal.format(Math.abs(change))}% ${change > 0 ? 'to' : 'from'} ${to}`;
}

/** What each factor's change is measured against. */
function sentence(factor: ExplanationFactor, subject: string, multiplier: number, fn: string): string {
  switch (factor) {
    case 'location':
      return `${subject}: ${against(multiplier, 'the UK average')}`;
    case 'date':
      return `${subject}: ${against(multiplier, 'mid-2024 prices')}`;
    case 'function_and_process':
      return `${subject}: ${against(multiplier, `the national ${fn} rate`)}`;
    case 'size':
      return `${subject}: ${against(multiplier, 'a scheme of 5,000 m²')}`;
    case 'storeys_and_basements':
      return `${subject}: ${against(multiplier, 'a single storey without basement')}`;
    case 'procurement':
      return `${subject}: ${against(multiplier, 'a scheme whose procurement is not known')}`;
    case 'site_and_density':
      return `${subject}: ${against(multiplier, 'a scheme where they are not given')}`;
    case 'nearest_evidence':
      return `${subject}: ${against(multiplier, 'what the rest of the model expects')}`;
    case 'abnormal_costs':
    case 'parking':
      return `${subject}: ${adds(multiplier, 'the building cost')}`;
  }
}

/** What a scheme's step is about, in words: the subject of its sentence. */
export interface StepSubjects {
  county: string | null;
  area: string | null;
  locationIndex: number;
  startDate: string;
  buildingFunction: BuildingFunction;
  buildingProcess: BuildingProcess;
  gifa: number;
  floorsAbove: number | null;
  floorsBelow: number | null;
  procurement: string | null;
  siteInputs: string[];
  abnormalPounds: number;
  neighbours: number;
  structuredParking: number;
}

function subjectOf(factor: ExplanationFactor, s: StepSubjects): string {
  switch (factor) {
    case 'location': {
      const place = s.county ?? (s.area ? `Postcode area ${s.area}` : null);
      return place ? `${place} prices (location index ${oneDecimal.format(s.locationIndex)})` : `Location index ${oneDecimal.format(s.locationIndex)}`;
    }
    case 'date':
      return `Priced at ${MONTH.format(new Date(`${s.startDate.slice(0, 10)}T00:00:00Z`))}`;
    case 'function_and_process':
      return `${BUILDING_PROCESSES[s.buildingProcess]} ${BUILDING_FUNCTIONS[s.buildingFunction].toLowerCase()}`;
    case 'size':
      return `${whole.format(s.gifa)} m² GIFA`;
    case 'storeys_and_basements': {
      if (s.floorsAbove == null) return 'Storeys not given';
      const storeys = `${s.floorsAbove} ${s.floorsAbove === 1 ? 'storey' : 'storeys'}`;
      const below = s.floorsBelow == null ? ', basements not given' : s.floorsBelow === 0 ? ', no basement' : `, ${s.floorsBelow} ${s.floorsBelow === 1 ? 'basement level' : 'basement levels'}`;
      return `${storeys}${below}`;
    }
    case 'procurement':
      return s.procurement ? `Procurement: ${s.procurement}` : 'Procurement not given';
    case 'site_and_density':
      return s.siteInputs.length > 0 ? `Given ${s.siteInputs.join(', ')}` : 'Site area, units and net area not given';
    case 'abnormal_costs':
      return s.abnormalPounds > 0 ? `Abnormal costs of £${whole.format(s.abnormalPounds)}` : 'No abnormal costs';
    case 'nearest_evidence':
      return `The ${s.neighbours} nearest comparables`;
    case 'parking':
      return s.structuredParking > 0 ? `${whole.format(s.structuredParking)} structured parking spaces` : 'No structured parking';
  }
}

/** One scheme's explanation from the model's multipliers (by factor, in EXPLANATION_FACTORS order). */
export function schemeExplanation(base: number, multipliers: Record<ExplanationFactor, number>, subjects: StepSubjects): Explanation {
  const fn = BUILDING_FUNCTIONS[subjects.buildingFunction].toLowerCase();
  return {
    base_cost_per_m2: base,
    steps: EXPLANATION_FACTORS.map((factor) => ({
      factor,
      multiplier: multipliers[factor],
      label: sentence(factor, subjectOf(factor, subjects), multipliers[factor], fn),
    })),
  };
}

/**
 * The explanation of a composite: each part's running rate after each step, weighted by the part's
 * share of the GIFA, so that the composite's steps take its weighted base to its weighted adjusted
 * cost per m2; each multiplier is the weighted running rate over the one before.
 */
export function combinedExplanation(parts: readonly { weight: number; explanation: Explanation }[]): Explanation {
  const base = parts.reduce((s, p) => s + p.weight * p.explanation.base_cost_per_m2, 0);
  const running = parts.map((p) => p.explanation.base_cost_per_m2);
  let previous = base;
  return {
    base_cost_per_m2: base,
    steps: EXPLANATION_FACTORS.map((factor, i) => {
      let next = 0;
      parts.forEach((p, d) => {
        running[d] = running[d]! * p.explanation.steps[i]!.multiplier;
        next += p.weight * running[d]!;
      });
      const multiplier = previous > 0 ? next / previous : 1;
      previous = next;
      return { factor, multiplier, label: sentence(factor, `${TITLES[factor]}, across the developments`, multiplier, 'building function') };
    }),
  };
}

/**
 * The explanation in pence (D-58): the base to the penny, and each step's effect the change of the
 * running rate (base × the multipliers so far) rounded to the penny. The running rate ends within a
 * penny of `adjusted`; the penny by which its rounding may miss is given to the largest effect, so
 * that base plus the effects, in pence, is `adjusted` in pence exactly and a step that changes nothing
 * shows no effect. A base that is not whole pence (a composite's weighted one) is rounded, and the
 * function and process step takes up the rounding, so that base times the multipliers stays the same.
 */
export function explanationInPence(explanation: Explanation, adjusted: number): ExplanationReport {
  const basePence = Math.round(explanation.base_cost_per_m2 * 100);
  const rounding = basePence > 0 ? explanation.base_cost_per_m2 / (basePence / 100) : 1;
  const steps = explanation.steps.map((step) =>
    step.factor === 'function_and_process' ? { ...step, multiplier: step.multiplier * rounding } : step,
  );
  let running = basePence / 100;
  let previous = basePence;
  const effects = steps.map((step) => {
    running *= step.multiplier;
    const pence = Math.round(running * 100);
    const effect = pence - previous;
    previous = pence;
    return effect;
  });
  const missing = Math.round(adjusted * 100) - previous;
  if (missing !== 0 && effects.length > 0) {
    const largest = effects.reduce((at, effect, i) => (Math.abs(effect) > Math.abs(effects[at]!) ? i : at), 0);
    effects[largest]! += missing;
  }
  return {
    base_cost_per_m2: basePence / 100,
    steps: steps.map((step, i) => ({ ...step, effect_per_m2: effects[i]! / 100 })),
  };
}
