import { BuilderScreen } from './builder-screen';

function BurritosByTheBoxPage() {
  return <BuilderScreen kind="burritosbythebox" />;
}

export { BurritosByTheBoxPage as Component };
