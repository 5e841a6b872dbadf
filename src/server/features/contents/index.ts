// What other features may use of a parcel's contents (docs/product/contents-and-customs.md): its lines
// read (one parcel, or a departure's parcels at once), the rules a list is checked against, and the
// lines the client typed replaced. Ground floor: only the database below it.

export {
  checkContents,
  contentRows,
  readContentsOfParcels,
  readParcelContents,
  replaceTypedContents,
} from "./parcel-contents";
