import type { SVGProps } from 'react';

// The icons the shell draws (header, footer, error screen), as plain SVG. They ship in the first
// script every page waits for, where lucide-react's runtime would cost about 1 KB gzip; the screens
// load lazily and keep using lucide-react. The drawings are Lucide's (ISC licence, lucide.dev), so
// shell and screens look alike.

export type ShellIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function outlineIcon(paths: readonly string[]) {
  return function ShellIcon(props: ShellIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = outlineIcon(['M4 5h16', 'M4 12h16', 'M4 19h16']);

export const ShoppingBagIcon = outlineIcon([
  'M16 10a4 4 0 0 1-8 0',
  'M3.103 6.034h17.794',
  'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
]);

export const UserRoundIcon = outlineIcon([
  'M7 8a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
  'M20 21a8 8 0 0 0-16 0',
]);

export const ArrowUpRightIcon = outlineIcon(['M7 7h10v10', 'M7 17 17 7']);

export const PhoneIcon = outlineIcon([
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
]);

export const RotateCwIcon = outlineIcon([
  'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8',
  'M21 3v5h-5',
]);
