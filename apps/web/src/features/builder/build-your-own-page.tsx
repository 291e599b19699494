import { BuilderScreen } from './builder-screen';

function BuildYourOwnPage() {
  return <BuilderScreen kind="buildyourown" />;
}

export { BuildYourOwnPage as Component };
