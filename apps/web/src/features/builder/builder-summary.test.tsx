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

test('the heading card’s pictures, shown from 640 px on, load only where they are shown', () => {
  const pictures = ['/images/menu/chicken.webp', '/images/menu/steak.webp'];
  const { container } = render(
    <BuilderIntro name="Bowls" description="" pictures={pictures}>
      <span>Serves 10</span>
    </BuilderIntro>,
  );
  const images = [...container.querySelectorAll('img')];
  expect(images.map((image) => image.getAttribute('src'))).toEqual(pictures);
  for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
  // Hidden below the sm breakpoint (Tailwind's hidden sm:flex): a lazy image there is not fetched.
  expect(images[0]?.parentElement?.parentElement).toHaveClass('hidden', 'sm:flex');
});
