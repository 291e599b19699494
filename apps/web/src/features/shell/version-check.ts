import { type DialogContent, VERSION_POLL_MS } from '@catering/domain';
import { showDialog } from '../../stores/dialog-store';

export const REFRESH_REQUIRED_DIALOG: DialogContent = {
  header: 'TIME FOR A REFRESH',
  text: 'A newer version of this site is available.',
  subText: ['Refresh the page to keep ordering. Your bag is saved.'],
  button: 'REFRESH PAGE',
};

/** The refresh-required modal (SHELL-VERSION-1): no close button, no Escape, only a reload. */
export function showRefreshRequired(reload: () => void = () => window.location.reload()) {
  return showDialog({ ...REFRESH_REQUIRED_DIALOG, dismissible: false, onOk: reload });
}

export interface VersionCheck {
  loadedVersion: string;
  /** The served UI version; null or "development" when the server has no build to name. */
  fetchVersion: () => Promise<string | null>;
  onNewVersion: () => void;
}

/**
 * Asks for the served version every 10 minutes and when the tab comes back into view; reports
 * the first that differs from the loaded one, then stops asking. Returns the stop function.
 */
export function startVersionCheck({ loadedVersion, fetchVersion, onNewVersion }: VersionCheck) {
  let done = false;
  const check = async () => {
    const served = await fetchVersion().catch(() => null);
    if (done || !served || served === loadedVersion) return;
    if (served === 'development' || loadedVersion === 'development') return;
    stop();
    onNewVersion();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), VERSION_POLL_MS);
  document.addEventListener('visibilitychange', onVisibility);
  function stop() {
    done = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
