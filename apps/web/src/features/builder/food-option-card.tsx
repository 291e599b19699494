import { Check } from 'lucide-react';
import type { MenuOption } from '../../api/menu';
import { Stepper } from '../../ui/stepper';

export interface FoodOptionCardProps {
  option: MenuOption;
  /** The group's key: radios of one group share it as their name. */
  groupKey: string;
  count: number;
  /** One choice per group: a radio, no stepper. */
  single: boolean;
  /** The group is full and this option is not chosen (groups that are not counted per item). */
  unavailable: boolean;
  canIncrement: boolean;
  onToggle: (checked: boolean) => void;
  onIncrement: () => void;
  onDecrement: () => void;
}

/** One option of a food group: its picture, name and "(vegan)", and once chosen, a stepper. */
export function FoodOptionCard(props: FoodOptionCardProps) {
  const { option, count, single, unavailable } = props;
  const chosen = count > 0;
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-2 transition has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus ${
        chosen ? 'ring-verde-600 shadow-md' : 'ring-transparent hover:shadow-md hover:ring-masa-300'
      } ${unavailable ? 'opacity-55' : ''}`}
    >
      <label className="relative flex flex-1 flex-col">
        <input
          type={single ? 'radio' : 'checkbox'}
          name={single ? props.groupKey : undefined}
          checked={chosen}
          disabled={unavailable}
          onChange={(event) => props.onToggle(event.target.checked)}
          // Stretched over the card, invisible: the whole card is the control's hit area.
          className={`absolute inset-0 z-10 size-full appearance-none opacity-0 ${unavailable ? 'cursor-not-allowed' : 'cursor-pointer'}`}
        />
        <span className="relative block aspect-[4/3] bg-gradient-to-b from-masa to-masa-200">
          <img
            src={option.imageUrl}
            alt=""
            width={160}
            height={120}
            loading="lazy"
            className="absolute inset-0 size-full object-contain p-2 transition-transform duration-200 group-hover:scale-105"
          />
          <span
            aria-hidden="true"
            className={`absolute top-2 right-2 grid size-7 place-items-center rounded-full transition ${
              chosen
                ? 'bg-verde-600 text-white'
                : 'border-2 border-field bg-white/90 text-transparent'
            }`}
          >
            <Check className="size-4" strokeWidth={3.5} />
          </span>
        </span>
        <span className="flex flex-1 flex-col px-3 pt-2 pb-3">
          <span className="text-[0.95rem] leading-tight font-bold text-ink">{option.name}</span>
          {option.isVegan && (
            <span className="mt-0.5 text-xs font-semibold text-verde-700">(vegan)</span>
          )}
        </span>
      </label>
      {!single && chosen && (
        <Stepper
          name={option.name}
          count={count}
          canIncrement={props.canIncrement}
          onIncrement={props.onIncrement}
          onDecrement={props.onDecrement}
          className="border-t border-masa-200 bg-verde-50 px-2 py-2"
        />
      )}
    </li>
  );
}
