import { Logo } from '../ui/logo';

/** The first paint while the session and the first screen's code load. */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <div className="flex flex-col items-center gap-4 motion-safe:animate-pulse">
        <Logo />
        <span className="sr-only">Loading</span>
      </div>
    </div>
  );
}
