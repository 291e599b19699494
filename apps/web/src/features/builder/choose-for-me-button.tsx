import { chooseForMe } from '@catering/domain';
import { Sparkles } from 'lucide-react';
import type { MenuOption } from '../../api/menu';

export interface ChooseForMeButtonProps {
  /** How many to spread: the group's maximum. */
  quantity: number;
  options: readonly Pick<MenuOption, 'id' | 'assortment'>[];
  /** The group's title, for the button's description. */
  groupTitle: string;
  onChoose: (counts: Record<string, number>) => void;
}

/** "Choose for me": spreads the group's quantity over its options by their preset proportions. */
export function ChooseForMeButton({
  quantity,
  options,
  groupTitle,
  onChoose,
}: ChooseForMeButtonProps) {
  const choose = () => {
    const counts = chooseForMe(
      quantity,
      options.map((option) => option.assortment),
    );
    onChoose(Object.fromEntries(options.map((option, index) => [option.id, counts[index] ?? 0])));
  };
  return (
    <button
      type="button"
      onClick={choose}
      title={`Fill ${groupTitle} with our most popular mix`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-chile bg-white px-4 text-sm font-bold tracking-wide text-chile hover:bg-chile hover:text-white"
    >
      <Sparkles className="size-4" aria-hidden="true" />
      Choose for me
    </button>
  );
}
