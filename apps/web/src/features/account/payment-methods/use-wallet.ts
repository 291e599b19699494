import { errorMessageFor } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import type { WalletCard } from '../../../api/transaction';
import {
  deleteWalletCard,
  saveWalletCard,
  walletKeys,
  walletQueryOptions,
} from '../../../api/wallet';
import { cardLabel } from '../../../components/card-entry/card-text';
import { showErrorDialog } from '../../../lib/error-dialog';
import { showDialog } from '../../../stores/dialog-store';

/** The wallet's cards, saving a card just entered, and deleting one after a confirmation. */
export function useWallet(onSaved: (card: WalletCard) => void) {
  const queryClient = useQueryClient();
  const cards = useQuery(walletQueryOptions());
  const [failure, setFailure] = useState<string>();
  const save = useMutation({
    mutationFn: saveWalletCard,
    onSuccess: async (card) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onSaved(card);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode)
        setFailure(errorMessageFor(error.errorCode));
      else void showErrorDialog(error);
    },
  });
  const remove = useMutation({
    mutationFn: deleteWalletCard,
    onSuccess: (left) => queryClient.setQueryData(walletKeys.all, left),
    onError: (error) => void showErrorDialog(error),
  });

  async function confirmDelete(card: WalletCard) {
    const choice = await showDialog({
      header: 'Delete card',
      text: `Delete ${cardLabel(card)}?`,
      subText: ['It will no longer be offered at checkout.'],
      button: 'DELETE',
      cancel: 'Keep it',
    });
    if (choice === 'ok') remove.mutate(card.tokenId);
  }

  return {
    cards,
    save: (card: WalletCard) => {
      setFailure(undefined);
      save.mutate(card);
    },
    saving: save.isPending,
    failure,
    clearFailure: () => setFailure(undefined),
    confirmDelete,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
