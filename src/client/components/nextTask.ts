/**
 * Resolves in a task of its own: awaited between two pieces of start-up work, it lets the browser
 * paint and answer a tap in between, instead of one long task on a budget phone.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
