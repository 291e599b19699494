import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { getHealth } from '../../api/health';
import { handleCriticalAnswers } from '../../api/http';
import { showCriticalDialog } from '../../lib/error-dialog';
import { config } from '../../config';
import { AccessibilityLink } from './accessibility-link';
import { HeadsUpHost } from './heads-up-host';
import { MarketingFooter } from './marketing-footer';
import { showRefreshRequired, startVersionCheck } from './version-check';

function useVersionCheck(): void {
  useEffect(() => {
    return startVersionCheck({
      loadedVersion: config.appVersion,
      fetchVersion: () => getHealth(),
      onNewVersion: () => void showRefreshRequired(),
    });
  }, []);
}

/**
 * The shell's parts that no first paint needs, loaded once the browser is idle: the version
 * check, the critical dialog, the HEADS UP posts, the accessibility link and the marketing footer.
 */
export function ShellServices(props: {
  /** The ids of the empty elements the layout holds for the link and the footer fragment. */
  accessibilityLinkSlot: string;
  marketingFooterSlot: string;
}) {
  useVersionCheck();
  useEffect(() => handleCriticalAnswers(() => void showCriticalDialog()), []);
  const linkSlot = document.getElementById(props.accessibilityLinkSlot);
  return (
    <>
      {linkSlot && createPortal(<AccessibilityLink />, linkSlot)}
      <HeadsUpHost />
      <MarketingFooter slotId={props.marketingFooterSlot} />
    </>
  );
}
