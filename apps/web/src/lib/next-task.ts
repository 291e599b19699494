/**
 * Resolves in a later task: what follows runs after the browser has had its turn (input, paint)
 * instead of lengthening the task in progress, which a slow phone counts as blocking time.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
