import fs from 'node:fs';

/** `name@version` of every package a package-lock.json installs (nested ones by their path). */
export function lockedPackages(lockFile: string): Set<string> {
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  return new Set(
    Object.entries(lock.packages ?? {})
      .filter(([at]) => at.startsWith('node_modules/'))
      .map(([at, { version }]) => `${at.slice('node_modules/'.length)}@${version}`),
  );
}

/** What `baselineLock` installs that `ourLock` does not, at that version. */
export function packagesMissingFrom(ourLock: string, baselineLock: string): string[] {
  const ours = lockedPackages(ourLock);
  return [...lockedPackages(baselineLock)].filter((locked) => !ours.has(locked));
}
