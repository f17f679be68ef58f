import { StartupNetworkPage } from '@fikrspace/network/components/network-page';

/**
 * The startup's network (/fikrspace/startup/network): the network context's page for the current
 * organization, whose members read it and whose members allowed to update the organization keep it.
 */
export default function NetworkPage() {
  return <StartupNetworkPage />;
}
