/** Which rows of an ordered list a page holds: `limit` of them after skipping `offset`. */
export interface Window {
  limit: number;
  offset: number;
}
