import { config } from '../config';

/** Our own mark: a chile pepper on a rounded green badge. */
function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="currentColor" />
      <path
        d="M28 13c3.4 3 3.3 9.3-.9 14.2-4.1 4.8-10.6 6.6-16.6 5.8 5.3-2 8.6-5.6 10.4-10.6 1.6-4.4 3-8.6 7.1-9.4z"
        fill="#e0532a"
      />
      <path
        d="M25.6 17.2c.3 3.3-1.3 7-4.4 9.6"
        stroke="#fbd9c9"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
        opacity=".7"
      />
      <path d="M22.8 14.6c1-3.1 5.6-4.3 8.6-1.6-1.7 2.2-6 3.6-8.6 1.6z" fill="#8fd19e" />
      <path
        d="M27.3 12.1c-.2-2.6 1.2-4.8 3.7-5.7"
        stroke="#8fd19e"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The wordmark: the mark, the brand name and "Catering" beneath it. */
export function Logo({ className = '' }: { className?: string }) {
  const words = config.brandName.toUpperCase();
  return (
    <span className={`inline-flex items-center gap-2 text-verde-700 ${className}`}>
      <LogoMark className="size-9 shrink-0 sm:size-10" />
      <span className="flex flex-col leading-none font-display [font-stretch:condensed]">
        <span className="text-lg font-extrabold tracking-wide whitespace-nowrap sm:text-xl">
          {words}
        </span>{' '}
        {/* The space keeps the two words apart in the link's text, which its name contains. */}
        <span className="text-[0.65rem] font-bold tracking-[0.32em] text-chile uppercase sm:text-xs">
          Catering
        </span>
      </span>
    </span>
  );
}
