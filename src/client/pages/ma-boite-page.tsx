import { MaBoiteScreen } from "../features/ma-boite/ma-boite-screen";

/** /ma-boite (docs/product/ma-boite.md#ma-boite), behind PrivateRoute: the client's orders received in Paris. */
export function MaBoitePage() {
  return <MaBoiteScreen />;
}
