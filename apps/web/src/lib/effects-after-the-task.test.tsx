import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { runEffectsAfterTheTask } from './effects-after-the-task';

afterEach(() => document.body.replaceChildren());

function renderAlone(element: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(element);
  return { container, unmount: () => root.unmount() };
}

test('an effect runs in the task after the render, not after the next frame', async () => {
  // No frame ever comes: an effect that waited for one would not run.
  vi.stubGlobal('requestAnimationFrame', () => 0);
  runEffectsAfterTheTask();
  const ran: string[] = [];
  function Opened() {
    useEffect(() => void ran.push('effect'), []);
    return <p>opened</p>;
  }
  const { container, unmount } = renderAlone(<Opened />);
  expect(container.textContent).toBe('opened');
  expect(ran).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(ran).toEqual(['effect']);
  unmount();
});

test('a key pressed before the effects have run finds the listener they add', () => {
  runEffectsAfterTheTask();
  const closed = vi.fn();
  function Dialog() {
    useEffect(() => {
      const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closed();
      document.addEventListener('keydown', onKey, true);
      return () => document.removeEventListener('keydown', onKey, true);
    }, []);
    return <div role="dialog">Bag</div>;
  }
  const { unmount } = renderAlone(<Dialog />);
  // In the same task as the render: the effect is still pending.
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(closed).toHaveBeenCalledOnce();
  unmount();
});
