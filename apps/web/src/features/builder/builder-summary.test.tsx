import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BuilderIntro } from './builder-summary';

test('the heading card names the item, and hides its placeholders from screen readers', () => {
  const { rerender } = render(
    <BuilderIntro name="Build Your Own - One Protein" description="Everyone builds their own.">
      <span>Serves 10</span>
    </BuilderIntro>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Build Your Own - One Protein',
  );
  expect(screen.getByText('Everyone builds their own.')).toBeVisible();
  // Loading between screens: grey bars, not an empty heading.
  rerender(
    <BuilderIntro name="" description="">
      <span>Serves 10</span>
    </BuilderIntro>,
  );
  expect(screen.queryByRole('heading')).toBeNull();
});
