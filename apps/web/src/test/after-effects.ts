/**
 * Resolves once the effects of what was just rendered have run. Preact runs effects after the
 * next frame, where React ran them before the next key press; a listener set up in one (a
 * dialog's Escape key, its place on top of Radix's layers) is there from then on, as it is for a
 * customer a frame after the dialog appears (decision 263).
 */
export function afterEffects(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
