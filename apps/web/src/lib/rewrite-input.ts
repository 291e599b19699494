/**
 * Shows `value` in `input` at once when what was typed is rewritten on the way to the state (a
 * mask, digits only), and returns it. React put a controlled input back to its value after every
 * event; Preact renders only when the state changes, so a character the rewrite drops would stay
 * on screen while the state did not hold it (decision 263). The caret stays where the customer
 * was typing.
 */
export function rewriteInput(input: HTMLInputElement, value: string): string {
  const typed = input.value;
  if (typed === value) return value;
  const caret = input.selectionStart ?? typed.length;
  input.value = value;
  // A rewrite that dropped or changed characters (an upper case) keeps the caret after what came
  // before it; one that added some (a mask's brackets) leaves it at the end, as React did.
  if (value.length <= typed.length && document.activeElement === input) {
    const at = Math.max(0, caret - (typed.length - value.length));
    input.setSelectionRange(at, at);
  }
  return value;
}
