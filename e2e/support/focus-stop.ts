import { expect, type Page } from '@playwright/test';

// What a sighted keyboard user sees at a focus stop (A11Y-FOCUS-1, A11Y-FOCUS-2): the focus
// indicator's contrast with what surrounds it, and whether a sticky or fixed bar covers it.

interface FocusStop {
  /** A short description of the focused element, for failure messages. */
  name: string;
  /** The focused element is the document body or inside a frame (the card page): not checked. */
  skip: boolean;
  /** Outline width in px on the element that draws the ring (the control or its card). */
  ringWidth: number;
  ringColor: [number, number, number];
  behindColor: [number, number, number];
  /** Sticky or fixed bars (the header, the Add-to-Bag bar) drawn over the focused element. */
  coveredBy: string[];
  /** The focused element is inside the viewport from top to bottom. */
  inViewport: boolean;
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

declare global {
  interface Window {
    /** Any CSS colour (rgb, oklab, color-mix) as sRGB 0-255 and alpha 0-1; see withColorReader. */
    cssColorToRgb?: (value: string) => [number, number, number, number];
  }
}

/** Gives the page `window.cssColorToRgb`, which reads a colour through a 1 px canvas. */
async function withColorReader(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.cssColorToRgb) return;
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    window.cssColorToRgb = (value) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
  });
}

/** Reads the focus stop the page is on now. */
export async function readFocusStop(page: Page): Promise<FocusStop> {
  await withColorReader(page);
  return page.evaluate(() => {
    const rgb = window.cssColorToRgb!;
    const active = document.activeElement;
    const name = active
      ? `<${active.tagName.toLowerCase()}> "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 50)}"`
      : 'nothing';
    const skip = !active || active === document.body || active instanceof HTMLIFrameElement;
    // The element drawing the ring: the control, or the card around a visually hidden control.
    let ring: Element | null = active;
    for (let depth = 0; ring && depth < 5; depth += 1) {
      const style = getComputedStyle(ring);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) break;
      ring = ring.parentElement;
    }
    const ringStyle = ring ? getComputedStyle(ring) : null;
    // What lies around the ring: the first opaque background above it, blended over white.
    let behind: [number, number, number] = [255, 255, 255];
    const layers: [number, number, number, number][] = [];
    for (let node = ring?.parentElement ?? null; node; node = node.parentElement) {
      const color = rgb(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    for (const [r, g, b, a] of layers.reverse()) {
      behind = [
        r * a + behind[0] * (1 - a),
        g * a + behind[1] * (1 - a),
        b * a + behind[2] * (1 - a),
      ];
    }
    // The focused element's box; a visually hidden control (a radio card's input) is seen as its card.
    const own = (active ?? document.body).getBoundingClientRect();
    const target =
      own.width > 2 && own.height > 2 ? own : (ring ?? document.body).getBoundingClientRect();
    // Covered: at points inside the box, the topmost element is something else, and it is (or
    // sits in) a sticky or fixed bar.
    const coveredBy = new Set<string>();
    // Points well inside the box: a round button's corners are not part of it.
    const at = (from: number, size: number, share: number) => from + size * share;
    const points = [
      [0.5, 0.5],
      [0.2, 0.5],
      [0.8, 0.5],
      [0.5, 0.2],
      [0.5, 0.8],
    ].map(([sx = 0, sy = 0]) => [
      at(target.left, target.width, sx),
      at(target.top, target.height, sy),
    ]);
    for (const [x = 0, y = 0] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !active || active.contains(hit) || ring?.contains(hit) || hit.contains(active))
        continue;
      for (let node: Element | null = hit; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'sticky' || position === 'fixed') {
          coveredBy.add(`<${node.tagName.toLowerCase()} class="${node.className}">`);
          break;
        }
      }
    }
    return {
      name,
      skip,
      ringWidth: ringStyle ? parseFloat(ringStyle.outlineWidth) : 0,
      ringColor: rgb(ringStyle?.outlineColor ?? 'rgb(0,0,0)').slice(0, 3) as [
        number,
        number,
        number,
      ],
      behindColor: behind,
      coveredBy: [...coveredBy],
      inViewport: target.top >= 0 && target.bottom <= window.innerHeight,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) `presses` times and checks each stop: a ring at least 2 px wide of
 * 3:1 or more against its surroundings, inside the viewport and under no sticky or fixed bar.
 * Returns the names of the stops it checked.
 */
export async function checkFocusStops(
  page: Page,
  presses: number,
  { backwards = false } = {},
): Promise<string[]> {
  const seen: string[] = [];
  for (let n = 0; n < presses; n += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Let the browser scroll the focused element into view and the ring's colour transition end.
    await page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      const transitions = document.getAnimations().filter((each) => each instanceof CSSTransition);
      await Promise.all(transitions.map((each) => each.finished.catch(() => undefined)));
    });
    const stop = await readFocusStop(page);
    if (stop.skip) continue;
    seen.push(stop.name);
    expect.soft(stop.ringWidth, `${stop.name}: focus ring width`).toBeGreaterThanOrEqual(2);
    expect
      .soft(contrast(stop.ringColor, stop.behindColor), `${stop.name}: focus ring contrast`)
      .toBeGreaterThanOrEqual(3);
    expect.soft(stop.coveredBy, `${stop.name}: covered by a sticky or fixed bar`).toEqual([]);
    expect.soft(stop.inViewport, `${stop.name}: inside the viewport`).toBe(true);
  }
  return seen;
}

/**
 * The boundaries of the page's text fields, selects and date chips (A11Y-FIELD-1): each control's
 * border colour against what lies around it, as [name, contrast] pairs.
 */
export async function fieldBoundaries(page: Page): Promise<[string, number][]> {
  await withColorReader(page);
  const found = await page.evaluate(() => {
    const rgb = window.cssColorToRgb!;
    const controls = Array.from(
      document.querySelectorAll(
        'input:not([type=radio]):not([type=checkbox]):not([type=hidden]), select, textarea, label:has(> input[type=radio].sr-only)',
      ),
    ).filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 4 && box.height > 4 && parseFloat(getComputedStyle(element).borderTopWidth) > 0
      );
    });
    return controls.map((element) => {
      let behind: [number, number, number, number] = [255, 255, 255, 1];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor);
        if (color[3] >= 1) {
          behind = color;
          break;
        }
      }
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      return {
        name: `<${element.tagName.toLowerCase()}> "${label.trim().slice(0, 40)}"`,
        border: rgb(getComputedStyle(element).borderTopColor).slice(0, 3) as [
          number,
          number,
          number,
        ],
        behind: behind.slice(0, 3) as [number, number, number],
      };
    });
  });
  return found.map(({ name, border, behind }) => [name, contrast(border, behind)]);
}
