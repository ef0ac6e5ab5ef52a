/** A start-up problem the operator fixes (a variable, a directory's rights): its message alone says what to do, no stack. */
export class StartupError extends Error {}
