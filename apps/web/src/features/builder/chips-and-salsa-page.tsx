import { BuilderScreen } from './builder-screen';

function ChipsAndSalsaPage() {
  return <BuilderScreen kind="chipsandsalsa" />;
}

export { ChipsAndSalsaPage as Component };
