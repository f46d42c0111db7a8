import { isValid as isValidPostcode, toNormalised } from 'postcode';
import type { ProjectImport } from './import-contract.ts';
import { InvalidInputError } from '../errors.ts';
import type { ProjectStatus } from './vocabulary.ts';

/** A ProjectImport after the rules below: one status, a normalised postcode, defaults applied. */
export interface NormalisedProject extends Omit<ProjectImport, 'status' | 'project_status'> {
  status: ProjectStatus;
}

const time = (iso: string) => Date.parse(iso);

/** The path of a member of a row: `projects[3].postcode`, or `postcode` for a lone project (row ''). */
export const memberPath = (row: string, field: string) => (row ? `${row}.${field}` : field);

/** A UK postcode in its normal form (`SW1A 1AA`), or a 400 naming the field (checked by the postcode library). */
export function normalisePostcode(value: string, field: string): string {
  if (!isValidPostcode(value)) throw new InvalidInputError(field, `"${value}" is not a valid UK postcode`);
  return toNormalised(value)!;
}

/** The status a body asks for: `status`, or its alias `project_status` (D-46); both and different is 400. */
export function statusOf(
  status: ProjectStatus | undefined,
  projectStatus: ProjectStatus | undefined,
  row: string,
): ProjectStatus | undefined {
  if (status !== undefined && projectStatus !== undefined && status !== projectStatus) {
    throw new InvalidInputError(memberPath(row, 'project_status'), `is an alias of status and must equal it ("${status}")`);
  }
  return status ?? projectStatus;
}

/** Latitude and longitude go together (D-22 computes distances from the pair). */
export function assertCoordinatePair(latitude: unknown, longitude: unknown, row: string): void {
  if ((latitude == null) !== (longitude == null)) {
    throw new InvalidInputError(memberPath(row, latitude == null ? 'latitude' : 'longitude'), 'latitude and longitude go together');
  }
}

/** `later` must not be before `earlier` when both are given. */
export function notBefore(
  row: string,
  earlier: { field: string; value: string | Date | null | undefined },
  later: { field: string; value: string | Date | null | undefined },
) {
  if (earlier.value && later.value && new Date(later.value).getTime() < new Date(earlier.value).getTime()) {
    throw new InvalidInputError(memberPath(row, later.field), `must not be before ${earlier.field}`);
  }
}

/**
 * The rules of a ProjectImport that a JSON schema cannot say (D-17, D-46). `row` is the path used in
 * messages, e.g. `projects[3]`, so that a bad row of a bulk import is named by its index.
 */
export function normaliseProject(input: ProjectImport, row: string, now: Date): NormalisedProject {
  const { status, project_status, ...rest } = input;
  const chosen = statusOf(status, project_status, row);
  const postcode = rest.postcode == null ? null : normalisePostcode(rest.postcode, memberPath(row, 'postcode'));
  assertCoordinatePair(rest.latitude, rest.longitude, row);
  notBefore(
    row,
    { field: 'contract_start_date', value: rest.contract_start_date },
    { field: 'contract_completion_date', value: rest.contract_completion_date },
  );
  const createdDate = rest.created_date ?? now.toISOString();
  if (time(createdDate) > now.getTime()) {
    throw new InvalidInputError(memberPath(row, 'created_date'), 'must not be in the future');
  }
  const lastModified = rest.last_modified_date ?? now.toISOString();
  notBefore(
    row,
    { field: 'created_date', value: createdDate },
    { field: 'last_modified_date', value: lastModified },
  );

  rest.benchmark_snapshots?.forEach((s, i) => {
    const at = memberPath(row, `benchmark_snapshots[${i}]`);
    if (s.model_value_lower != null && s.model_value != null && s.model_value_lower > s.model_value) {
      throw new InvalidInputError(`${at}.model_value_lower`, 'must not exceed model_value');
    }
    if (s.model_value_upper != null && s.model_value != null && s.model_value_upper < s.model_value) {
      throw new InvalidInputError(`${at}.model_value_upper`, 'must not be below model_value');
    }
  });

  const editions = new Set<string>();
  rest.reports?.forEach((r, i) => {
    const key = `${r.year}-${r.month}-${r.edition ?? 1}`;
    if (editions.has(key)) {
      throw new InvalidInputError(
        memberPath(row, `reports[${i}]`),
        `repeats month ${r.month}, year ${r.year}, edition ${r.edition ?? 1} of an earlier report`,
      );
    }
    editions.add(key);
  });

  const labels = new Set<string>();
  rest.appraisal_lines?.forEach((line, i) => {
    const key = line.label.trim().toLowerCase();
    if (labels.has(key)) {
      throw new InvalidInputError(memberPath(row, `appraisal_lines[${i}].label`), `"${line.label}" appears twice`);
    }
    labels.add(key);
  });

  return {
    ...rest,
    // A report filed without a date is dated when its month ended, or now for the month in progress.
    ...(rest.reports
      ? {
          reports: rest.reports.map((r) => ({
            ...r,
            created_date:
              r.created_date ?? new Date(Math.min(Date.UTC(r.year, r.month, 1), now.getTime())).toISOString(),
          })),
        }
      : {}),
    status: chosen ?? 'PENDING',
    postcode,
    created_date: createdDate,
    last_modified_date: lastModified,
  };
}

/**
 * Rules across the rows of one bulk import: project references are unique within it. `rowPath` names a
 * row in messages: `projects[i]` for a batch, '' for the one project of `POST /projects`.
 */
export function normaliseBatch(
  projects: ProjectImport[],
  now: Date,
  rowPath: (i: number) => string = (i) => `projects[${i}]`,
): NormalisedProject[] {
  const seen = new Map<string, number>();
  return projects.map((p, i) => {
    const first = seen.get(p.project_reference);
    if (first !== undefined) {
      throw new InvalidInputError(
        memberPath(rowPath(i), 'project_reference'),
        `"${p.project_reference}" is already used by ${rowPath(first)}`,
      );
    }
    seen.set(p.project_reference, i);
    return normaliseProject(p, rowPath(i), now);
  });
}
