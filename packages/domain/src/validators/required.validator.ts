/** Message of the generic required rule (ACC-FIELD-6; our wording, decision 030). */
export const REQUIRED_MESSAGE = 'This field is required';

/** Returns the message when the value is missing, blank or an empty list, else undefined. */
export function validateRequired(value: unknown, message = REQUIRED_MESSAGE): string | undefined {
  if (value === undefined || value === null) return message;
  if (typeof value === 'string' && value.trim() === '') return message;
  if (Array.isArray(value) && value.length === 0) return message;
  return undefined;
}
