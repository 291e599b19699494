/** Returns the supplied message when the text is shorter than min or longer than max, else undefined. */
export function validateTextLength(
  value: string,
  min: number,
  max: number,
  message: string,
): string | undefined {
  return value.length >= min && value.length <= max ? undefined : message;
}
