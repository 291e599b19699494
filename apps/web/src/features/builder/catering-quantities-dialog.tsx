import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

const GUIDE = [
  {
    name: 'Build Your Own',
    amount: 'One order per guest',
    detail:
      'About 4 oz of protein, a scoop each of rice and beans, toppings, salsa and chips per guest.',
  },
  {
    name: 'Burritos by the Box',
    amount: 'One burrito per guest',
    detail: 'Wrapped one by one, ten to a box. Half a burrito per child.',
  },
  {
    name: 'Chips & Salsa',
    amount: 'One order per 10-15 guests',
    detail: 'A large bag of chips with a large side of your dip.',
  },
] as const;

export interface CateringQuantitiesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "NEED HELP?" guide: how much food a group needs. */
export function CateringQuantitiesDialog({ open, onOpenChange }: CateringQuantitiesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="CATERING QUANTITIES"
      description="How much to order for your group."
      align="left"
      className="max-w-lg p-5"
      footer={
        <Button
          variant="primary"
          size="lg"
          className="min-w-40"
          onClick={() => onOpenChange(false)}
        >
          GOT IT
        </Button>
      }
    >
      <dl className="mt-4 space-y-2 text-left sm:space-y-3">
        {GUIDE.map((entry) => (
          <div key={entry.name} className="rounded-2xl bg-white px-4 py-3 shadow-xs sm:p-4">
            <dt className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-display text-xl font-extrabold text-verde-800 uppercase [font-stretch:condensed]">
                {entry.name}
              </span>
              <span className="text-sm font-bold text-chile">{entry.amount}</span>
            </dt>
            <dd className="mt-0.5 text-sm leading-snug text-ink-muted">{entry.detail}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
