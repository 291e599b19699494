import { favoriteBodySchema } from '@catering/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { historyKeys, removeFavorite, setFavorite } from '../../../api/order-history';
import type { UserHistoryEntry } from '../../../api/order-history';
import { showErrorDialog } from '../../../lib/error-dialog';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';

const NAME_MAX = 50;
export const FAVORITE_NAME_MESSAGE = 'Give this favourite a name';

/** Names an order as a favourite, renames it, or takes the name off (AFT-HISTORY-3). */
export function FavoriteDialog({
  entry,
  onClose,
}: {
  entry: UserHistoryEntry | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<{ favoriteName: string }>({
    values: { favoriteName: entry?.favoriteName ?? '' },
  });
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: historyKeys.all });
    onClose();
  };
  const save = useMutation({
    mutationFn: (name: string) => setFavorite(entry?.id ?? '', name),
    onSuccess: done,
    onError: (error) => void showErrorDialog(error),
  });
  const remove = useMutation({
    mutationFn: () => removeFavorite(entry?.id ?? ''),
    onSuccess: done,
    onError: (error) => void showErrorDialog(error),
  });
  const error = form.formState.errors.favoriteName?.message;
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={entry?.favoriteName ? 'Rename favourite' : 'Save as a favourite'}
      description={entry ? `Order #${entry.orderNumber}, ${entry.storeName}` : undefined}
      align="left"
    >
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(event) =>
          void form.handleSubmit(({ favoriteName }) => save.mutate(favoriteName.trim()))(event)
        }
      >
        <Input
          label="Favourite name"
          maxLength={NAME_MAX}
          required
          autoComplete="off"
          error={error}
          {...form.register('favoriteName', {
            validate: (value) =>
              favoriteBodySchema.safeParse({ favoriteName: value }).success ||
              FAVORITE_NAME_MESSAGE,
          })}
        />
        <div className="flex flex-col items-center gap-2">
          <Button type="submit" size="lg" className="min-w-40" busy={save.isPending}>
            Save
          </Button>
          {entry?.favoriteName && (
            <Button variant="link" busy={remove.isPending} onClick={() => remove.mutate()}>
              Remove from favourites
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
