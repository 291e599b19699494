import type { BuilderKind } from '@catering/domain';

// Our own flat illustrations, so the page needs no external image host.

function BowlArt() {
  return (
    <g>
      <ellipse cx="100" cy="74" rx="70" ry="18" fill="#f4c542" />
      <circle cx="72" cy="70" r="9" fill="#fbfaf3" />
      <circle cx="90" cy="66" r="8" fill="#3b2a1f" />
      <circle cx="108" cy="70" r="9" fill="#b45309" />
      <circle cx="126" cy="66" r="8" fill="#4d7c0f" />
      <circle cx="82" cy="78" r="6" fill="#dc2626" />
      <circle cx="118" cy="80" r="6" fill="#fef3c7" />
      <path d="M30 76h140c-4 34-34 52-70 52S34 110 30 76z" fill="#17552d" />
      <path d="M44 92h112" stroke="#8fd19e" strokeWidth="3" strokeLinecap="round" opacity=".6" />
    </g>
  );
}

function BoxArt() {
  return (
    <g>
      <rect x="34" y="58" width="132" height="66" rx="8" fill="#b45309" />
      <path d="M34 66h132" stroke="#92400e" strokeWidth="4" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${48 + i * 28} 30)`}>
          <rect width="24" height="46" rx="12" fill="#e5e7eb" />
          <rect y="16" width="24" height="8" fill="#c2410c" />
        </g>
      ))}
      <rect x="34" y="74" width="132" height="50" rx="8" fill="#c2410c" />
      <text
        x="100"
        y="106"
        textAnchor="middle"
        fontSize="18"
        fontWeight="800"
        fill="#faf6ef"
        fontFamily="sans-serif"
      >
        10 PACK
      </text>
    </g>
  );
}

function ChipsArt() {
  return (
    <g>
      {[
        [58, 50, -18],
        [82, 38, 8],
        [108, 44, -6],
        [130, 52, 20],
      ].map(([x, y, r]) => (
        <path
          key={`${x}`}
          d={`M${x} ${y}l18 -4 -6 22z`}
          fill="#f4c542"
          transform={`rotate(${r} ${x} ${y})`}
        />
      ))}
      <path d="M40 66h96l-10 56H50z" fill="#fbfaf3" stroke="#e4d7c1" strokeWidth="3" />
      <path d="M52 66l6 56M72 66l2 56M92 66v56M112 66l-2 56" stroke="#e4d7c1" strokeWidth="2" />
      <ellipse cx="150" cy="104" rx="26" ry="16" fill="#dc2626" />
      <ellipse cx="150" cy="100" rx="20" ry="9" fill="#ef4444" />
      <circle cx="144" cy="99" r="2.5" fill="#4d7c0f" />
      <circle cx="156" cy="102" r="2.5" fill="#fef3c7" />
    </g>
  );
}

/** A decorative picture of a catering item of the given builder kind. */
export function MenuItemArt({
  kind,
  className = '',
}: {
  kind: BuilderKind | undefined;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 200 140" className={className} aria-hidden="true" focusable="false">
      <circle cx="100" cy="80" r="62" fill="#eef6ef" />
      {kind === 'burritosbythebox' ? (
        <BoxArt />
      ) : kind === 'chipsandsalsa' ? (
        <ChipsArt />
      ) : (
        <BowlArt />
      )}
    </svg>
  );
}
