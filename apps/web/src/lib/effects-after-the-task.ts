import { options } from 'preact';

/** The inputs before which pending effects run, as React ran them before a discrete event. */
const INPUTS = ['keydown', 'pointerdown', 'mousedown', 'click', 'input'];

/**
 * Makes Preact run effects as React did (decision 263): in a task of their own straight after the
 * one that rendered, instead of after the next frame, and at once, before anything else, when the
 * customer presses a key or touches the page while some are still pending. A dialog sets up its
 * Escape key, its place on top of Radix's layers and its pointer events in effects: a key pressed
 * the moment it appears, on a busy phone too, finds them there. A message, not a timer: no 4 ms
 * clamp.
 */
export function runEffectsAfterTheTask(target: Window = window): void {
  const pending: (() => void)[] = [];
  let flushing = false;
  const flush = () => {
    // An effect that clicks or types (a focus trap, a form reset) does not run the rest twice.
    if (flushing || pending.length === 0) return;
    flushing = true;
    try {
      for (const callback of pending.splice(0)) callback();
    } finally {
      flushing = false;
    }
  };
  const channel = new MessageChannel();
  channel.port1.onmessage = flush;
  options.requestAnimationFrame = (callback) => {
    if (pending.push(callback) === 1) channel.port2.postMessage(undefined);
  };
  // Capturing on the window: before any listener of the page, which an effect may be adding.
  for (const type of INPUTS) target.addEventListener(type, flush, true);
}
