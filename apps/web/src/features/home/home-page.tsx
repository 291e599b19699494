import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function HomePage() {
  return (
    <ScreenPlaceholder title="Home">
      Start a catering order: the menu and popular builds arrive here next.
    </ScreenPlaceholder>
  );
}

export { HomePage as Component };
