import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function BurritosByTheBoxPage() {
  return (
    <ScreenPlaceholder title="Burritos by the box">
      Burritos wrapped and boxed for your group.
    </ScreenPlaceholder>
  );
}

export { BurritosByTheBoxPage as Component };
