/** Browser side effects kept in one object so tests can replace them (vi.spyOn). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};
