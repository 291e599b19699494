import type { DietGroupCounts, DietSplit, MenuItem, MenuOption } from '@catering/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { DietNeeds, DietTally } from './diet-needs';

// The planner's chunk loads lazily on first opening.
const LAZY = { timeout: 5000 };

const flags = {
  vegan: { isVegan: true, isVegetarian: true, isDairyFree: true },
  meat: { isVegan: false, isVegetarian: false, isDairyFree: true },
  dairy: { isVegan: false, isVegetarian: true, isDairyFree: false },
};
function option(
  id: string,
  foodGroup: MenuOption['foodGroup'],
  diet: keyof typeof flags,
  assortment: number,
) {
  return {
    id,
    name: id,
    imageUrl: '',
    foodGroup,
    assortment,
    price: 0,
    priceCents: 0,
    ...flags[diet],
  };
}
const proteins = [
  option('chicken', 'proteins', 'meat', 60),
  option('sofritas', 'proteins', 'vegan', 10),
];
const item = {
  id: 'CMG-4206',
  config: {
    baseCount: 1,
    proteinCount: 2,
    toppingCount: 1,
    premiumToppingCount: 0,
    salsaCount: 0,
    tortillaCount: 0,
  },
  bases: [option('white-rice', 'bases', 'vegan', 1)],
  proteins,
  toppings: [option('cheese', 'toppings', 'dairy', 30), option('romaine', 'toppings', 'vegan', 20)],
  premiumToppings: [],
  salsas: [],
  tortillas: [],
} as unknown as MenuItem;

function Harness({ initial = {} }: { initial?: DietGroupCounts }) {
  const [counts, setCounts] = useState<DietGroupCounts>(initial);
  const [split, setSplit] = useState<DietSplit>();
  const plan = { kind: 'buildyourown' as const, item, headcount: 20, counts };
  return (
    <>
      <DietNeeds
        {...plan}
        onSplitChange={setSplit}
        onApply={(c) => setCounts({ ...counts, ...c })}
      />
      <output aria-label="choices">{JSON.stringify(counts)}</output>
      <button type="button" onClick={() => setCounts({ ...counts, proteins: { chicken: 2 } })}>
        Only chicken
      </button>
      <DietTally {...plan} split={split} />
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /Dietary needs/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('textbox', { name: 'Vegetarians' }, LAZY);
}

test('opens from the keyboard with a labelled field per diet (BLD-DIET-2)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await open(user);
  for (const name of ['Vegetarians', 'Vegans', 'Avoid dairy'])
    expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
});

test('says under the field when a count is not a whole number, and when the diets outnumber the headcount (BLD-DIET-2)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(await open(user), '1.5');
  expect(screen.getByRole('textbox', { name: 'Vegetarians' })).toHaveAccessibleDescription(
    'Enter a whole number, 0 or more.',
  );
  await user.clear(screen.getByRole('textbox', { name: 'Vegetarians' }));
  await user.type(screen.getByRole('textbox', { name: 'Vegetarians' }), '18');
  await user.type(screen.getByRole('textbox', { name: 'Vegans' }), '4');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'That makes 22 guests, more than the 20 people this order feeds.',
  );
});

test('suggests choices that feed everyone and the tally says whom (BLD-DIET-4, BLD-DIET-6)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(await open(user), '12');
  await user.type(screen.getByRole('textbox', { name: 'Vegans' }), '4');
  expect(
    await screen.findByText('Feeds 0 of 12 vegetarians, 0 of 4 vegans', {}, LAZY),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Suggest choices' }));
  expect(screen.getByText('Suggested: everyone has a meal they can eat.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(JSON.parse(screen.getByRole('status', { name: 'choices' }).textContent ?? '')).toEqual({
    bases: { 'white-rice': 1 },
    proteins: { sofritas: 1, chicken: 1 },
    toppings: { romaine: 1 },
  });
  expect(screen.getByText('Feeds 12 vegetarians, 4 vegans')).toBeVisible();
});

test('warns in a status region when a change leaves the vegans without a protein (BLD-DIET-5)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await open(user);
  await user.type(screen.getByRole('textbox', { name: 'Vegans' }), '4');
  await user.click(screen.getByRole('button', { name: 'Suggest choices' }));
  expect(screen.queryByText(/have no protein/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Only chicken' }));
  const warning = await screen.findByText(
    'The 4 vegans have no protein they can eat: choose a vegan one.',
    {},
    LAZY,
  );
  expect(warning.closest('[role="status"]')).not.toBeNull();
  expect(screen.getByText('Feeds 0 of 4 vegans')).toBeVisible();
});

test('keeps what was typed when the section is closed and opened again', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(await open(user), '3');
  const toggle = screen.getByRole('button', { name: /Dietary needs/ });
  await user.click(toggle);
  expect(screen.queryByRole('textbox', { name: 'Vegetarians' })).toBeNull();
  await user.click(toggle);
  expect(screen.getByRole('textbox', { name: 'Vegetarians' })).toHaveValue('3');
});
