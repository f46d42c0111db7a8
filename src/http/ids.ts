const INT8_MAX = 9_223_372_036_854_775_807n;

/**
 * A record id from a path or query, as the canonical decimal text of a positive bigint, or null when no
 * record could have it (D-32: such an id is 404 like an absent one). Leading zeros are not the id's
 * text and so name nothing.
 */
export function parseRecordId(raw: string | undefined): string | null {
  if (raw === undefined || !/^[1-9][0-9]{0,18}$/.test(raw)) return null;
  return BigInt(raw) <= INT8_MAX ? raw : null;
}
