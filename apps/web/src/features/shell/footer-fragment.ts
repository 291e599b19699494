import { FOOTER_FRAGMENT_PATH } from '@catering/domain';
import DOMPurify from 'dompurify';

export interface FooterFragment {
  /** The footer container's content and the cookie-preference element, sanitized. */
  html: string;
  /** The container's class names, for the fragment's own style sheet. */
  className: string;
  /** The fragment's style sheet on the marketing origin, if it names one. */
  stylesheet: string | null;
}

const CONTAINER = '.xf-footer, footer';
const COOKIE_PREFERENCES = '.xf-cookie-preferences, [data-cookie-preferences], #ot-sdk-btn';
const URL_ATTRIBUTES = ['href', 'src'];

// Resolved against the fragment's own address, so "logo.svg" and "/dam/logo.svg" both land on
// the marketing origin; anchors, mail and phone links stay as they are.
function absolute(value: string, base: URL): string {
  if (/^(#|mailto:|tel:)/i.test(value)) return value;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

function rewriteUrls(root: Element, base: URL): void {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, absolute(value.trim(), base));
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null) {
      const candidates = srcset.split(',').map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(url, base), ...descriptor].join(' ');
      });
      element.setAttribute('srcset', candidates.join(', '));
    }
  }
}

/**
 * Takes the footer container, its style link, images and the cookie-preference element from the
 * marketing page, rewrites relative addresses to `fragmentUrl`'s origin and sanitizes what will
 * enter the page: no script, no event handler, no javascript: address survives.
 */
export function parseFooterFragment(page: string, fragmentUrl: string): FooterFragment {
  const base = new URL(fragmentUrl);
  // A parsed document runs no script and loads nothing.
  const doc = new DOMParser().parseFromString(page, 'text/html');
  const container = doc.querySelector(CONTAINER);
  if (!container) throw new Error('The footer fragment has no footer container');
  const cookiePreferences = doc.querySelector(COOKIE_PREFERENCES);
  if (cookiePreferences && !container.contains(cookiePreferences)) {
    container.append(cookiePreferences);
  }
  rewriteUrls(container, base);
  const style = doc.querySelector('link[rel~="stylesheet"][href]');
  const stylesheet = style ? absolute(style.getAttribute('href') ?? '', base) : null;
  return {
    html: DOMPurify.sanitize(container.innerHTML, { FORBID_TAGS: ['style', 'form'] }),
    className: [...container.classList].filter((name) => /^[\w-]+$/.test(name)).join(' '),
    stylesheet: stylesheet && /^https?:/.test(stylesheet) ? stylesheet : null,
  };
}

/** Fetches the footer fragment from the marketing origin ('' is this site) and parses it. */
export async function loadFooterFragment(
  marketingOrigin: string,
  signal?: AbortSignal,
): Promise<FooterFragment> {
  const url = new URL(FOOTER_FRAGMENT_PATH, marketingOrigin || window.location.origin).href;
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`The footer fragment answered ${response.status}`);
  return parseFooterFragment(await response.text(), url);
}

/** Adds the fragment's style sheet to the page once; resolves when it has loaded or failed. */
export function loadStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
