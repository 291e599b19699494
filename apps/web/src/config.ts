// The only module that reads import.meta.env: every setting is read and checked once, here.
const env = import.meta.env;

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function origin(value: string | undefined, fallback: string): string {
  const candidate = text(value, fallback);
  try {
    const url = new URL(candidate);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Falls through to the default: a bad host must not take the shell down.
  }
  return fallback;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

const brandName = text(env.VITE_BRAND_NAME, 'Verde Cantina');
const brandSite = origin(env.VITE_BRAND_SITE_HOST, 'https://www.verdecantina.example');
const orderingSite = origin(env.VITE_ORDERING_SITE_HOST, 'https://order.verdecantina.example');

export const config = {
  /** 'development' on the dev server, whose build never matches the served one (no refresh prompt). */
  appVersion: env.DEV ? 'development' : __APP_VERSION__,
  brandName,
  productName: `${brandName} Catering`,
  apiBase: text(env.VITE_API_BASE, '/api/v1').replace(/\/+$/, ''),
  /** The info-notices service (API-NOTICES-1). */
  noticesBase: text(env.VITE_NOTICES_BASE, '/api/notices').replace(/\/+$/, ''),
  subscriptionKey: text(env.VITE_SUBSCRIPTION_KEY, 'catering-web-dev-key'),
  supportPhone: '1-800-555-0199',
  /** The restaurant a card is entered for outside an order: the wallet page (decision 138). */
  walletRestaurantNumber: positiveInteger(env.VITE_WALLET_RESTAURANT_NUMBER, 1001),
  externalLinks: {
    order: `${orderingSite}/order`,
    rewards: `${brandSite}/rewards`,
    ourValues: `${brandSite}/our-values`,
    nutrition: `${brandSite}/nutrition-calculator`,
  },
  orderingSite,
  /** The marketing site the footer fragment comes from (SHELL-FOOTER-1); '' is this site. */
  marketingOrigin: origin(env.VITE_MARKETING_ORIGIN, ''),
} as const;

/** The external ordering site's password-reset page, returning to `returnUrl` afterwards. */
export function passwordResetUrl(returnUrl: string): string {
  const url = new URL('/password-reset/enter-email', config.orderingSite);
  url.searchParams.set('returnUrl', returnUrl);
  return url.toString();
}

/** "Verde Cantina Catering | Login"; the bare product name when there is no screen name. */
export function pageTitle(screen?: string): string {
  return screen ? `${config.productName} | ${screen}` : config.productName;
}
