import type { SaveWalletCardBody } from '@catering/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';
import type { WalletCard } from './transaction';

/** GET /transaction/wallet: the saved cards, newest first (ACC-WALLET-1). */
export function getWallet(signal?: AbortSignal): Promise<WalletCard[]> {
  return apiJson<WalletCard[]>('/transaction/wallet', { signal });
}

/** POST /transaction/wallet: keeps a card this customer has just tokenized. */
export function saveWalletCard(card: Pick<WalletCard, 'paymentProviderId' | 'tokenId'>) {
  const body: SaveWalletCardBody = {
    paymentProviderId: card.paymentProviderId,
    tokenId: card.tokenId,
  };
  return apiJson<WalletCard>('/transaction/wallet', { method: 'POST', body });
}

/** DELETE /transaction/wallet/{tokenId}: resolves with the cards left (ACC-WALLET-2). */
export function deleteWalletCard(tokenId: string): Promise<WalletCard[]> {
  return apiJson<WalletCard[]>(`/transaction/wallet/${encodeURIComponent(tokenId)}`, {
    method: 'DELETE',
  });
}

export const walletKeys = { all: ['transaction', 'wallet'] as const };

export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.all,
    queryFn: ({ signal }) => getWallet(signal),
  });
}
