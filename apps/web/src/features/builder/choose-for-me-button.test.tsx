import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ChooseForMeButton } from './choose-for-me-button';

const proteins = [
  { id: 'chicken', assortment: 40 },
  { id: 'steak', assortment: 25 },
  { id: 'carnitas', assortment: 15 },
  { id: 'barbacoa', assortment: 10 },
  { id: 'sofritas', assortment: 10 },
];

test('spreads the whole quantity over the options by their proportions', async () => {
  const onChoose = vi.fn();
  render(
    <ChooseForMeButton
      quantity={20}
      options={proteins}
      groupTitle="Proteins"
      onChoose={onChoose}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Choose for me' }));
  expect(onChoose).toHaveBeenCalledWith({
    chicken: 8,
    steak: 5,
    carnitas: 3,
    barbacoa: 2,
    sofritas: 2,
  });
});

test('gives the leftover unit to the largest remainder', async () => {
  const onChoose = vi.fn();
  render(
    <ChooseForMeButton
      quantity={10}
      options={proteins.slice(0, 3)}
      groupTitle="Proteins"
      onChoose={onChoose}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Choose for me' }));
  // Exact shares 5, 3.125, 1.875: the 0.875 remainder takes the leftover unit.
  expect(onChoose).toHaveBeenCalledWith({ chicken: 5, steak: 3, carnitas: 2 });
});
