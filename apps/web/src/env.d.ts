/** Set by vite.config.ts: package version plus build timestamp. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_SUBSCRIPTION_KEY?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_NOTICES_BASE?: string;
  readonly VITE_BRAND_SITE_HOST?: string;
  readonly VITE_ORDERING_SITE_HOST?: string;
  readonly VITE_WALLET_RESTAURANT_NUMBER?: string;
  readonly VITE_MARKETING_ORIGIN?: string;
}
