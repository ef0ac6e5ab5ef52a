/** The `{ count, results }` answer of every list endpoint. */
export interface ListPage<T> {
  count: number;
  results: T[];
}

/** Paging and search as the admin tables keep them. */
export interface TableParams {
  search: string;
  page: number;
  size: number;
}
