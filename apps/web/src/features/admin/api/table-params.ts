/** Paging and search as the admin tables keep them. */
export interface TableParams {
  search: string;
  page: number;
  size: number;
}
