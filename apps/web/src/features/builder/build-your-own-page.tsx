import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function BuildYourOwnPage() {
  return (
    <ScreenPlaceholder title="Build your own">
      Choose bases, proteins, toppings and salsas for everyone.
    </ScreenPlaceholder>
  );
}

export { BuildYourOwnPage as Component };
