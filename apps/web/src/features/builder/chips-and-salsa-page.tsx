import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function ChipsAndSalsaPage() {
  return (
    <ScreenPlaceholder title="Chips and salsa">Chips with your choice of salsas.</ScreenPlaceholder>
  );
}

export { ChipsAndSalsaPage as Component };
