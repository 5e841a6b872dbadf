import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFObjectCopier,
  PDFRef,
  PDFStream,
} from "pdf-lib";
import { badRequest } from "#server/http/app-error";
import {
  PDF_PROTECTED_MESSAGE,
  PDF_TOO_MANY_PAGES_MESSAGE,
  PDF_UNREADABLE_MESSAGE,
} from "#shared/parcels/request-api";

/** More pages than a payment receipt ever has; bounds the work a file of 10 MB can ask for. */
export const MAX_PDF_PAGES = 100;

/**
 * Keys that make a PDF do something rather than show something: scripts, actions and their triggers,
 * annotations (links, widgets), forms, attached files, the name trees that hold them, outlines (which
 * carry actions), and a stream's data taken from another file. A page's content and its fonts, images
 * and graphics states need none of them.
 */
const ACTIVE_KEYS = [
  "JS",
  "JavaScript",
  "OpenAction",
  "AA",
  "A",
  "Annots",
  "AcroForm",
  "XFA",
  "Names",
  "EmbeddedFiles",
  "EF",
  "Outlines",
  "URI",
  "Threads",
  "Collection",
  "RichMediaContent",
].map((key) => PDFName.of(key));
const EXTERNAL_STREAM_KEYS = ["F", "FFilter", "FDecodeParms"].map((key) => PDFName.of(key));
/** Dictionaries emptied whole wherever they are: actions, annotations, file specifications and files. */
const ACTIVE_TYPES = new Set(["/Action", "/Annot", "/Filespec", "/EmbeddedFile"]);
const ACTION_KINDS = new Set(
  [
    "JavaScript",
    "Launch",
    "URI",
    "SubmitForm",
    "ImportData",
    "ResetForm",
    "GoTo",
    "GoToR",
    "GoToE",
    "GoTo3DView",
    "Rendition",
    "RichMediaExecute",
    "Sound",
    "Movie",
    "Hide",
    "Named",
    "SetOCGState",
    "Thread",
    "Trans",
  ].map((kind) => `/${kind}`),
);

const refuse = (code: string, message: string) => badRequest(code, message, { proof: message });

/**
 * A new document with only what the pages show (docs/decisions/060-payment-proof-pdfs-without-active-content.md):
 * for each page, its boxes, rotation, content streams and resources (fonts, images, graphics) copied into
 * a fresh document; the catalog, the page objects and everything that hangs off them only — scripts,
 * open actions, annotations and their actions, forms, attached files, outlines, metadata — are not.
 * Then every dictionary is swept of active keys and every object no page reaches is dropped, so nothing
 * a hostile resource could drag along survives either. Refuses (400, French) a PDF it cannot read, one
 * protected by a password, or one of more than MAX_PDF_PAGES pages. Runs in a worker thread
 * (pdf-sanitising.ts).
 */
export async function rebuildPdf(input: Uint8Array): Promise<Uint8Array> {
  const source = await loadSource(input);
  const clean = await PDFDocument.create({ updateMetadata: false });
  const copier = PDFObjectCopier.for(source.context, clean.context);
  for (const page of source.getPages()) {
    const leaf = page.node;
    // Brings the inherited Resources, MediaBox, CropBox and Rotate down onto the page itself.
    leaf.normalize();
    const media = page.getMediaBox();
    const target = clean.addPage([media.width, media.height]);
    target.setMediaBox(media.x, media.y, media.width, media.height);
    const crop = page.getCropBox();
    target.setCropBox(crop.x, crop.y, crop.width, crop.height);
    target.setRotation(page.getRotation());
    const resources = leaf.get(PDFName.of("Resources"));
    if (resources) target.node.set(PDFName.of("Resources"), copier.copy(resources));
    const contents = leaf.get(PDFName.of("Contents"));
    if (contents) target.node.set(PDFName.of("Contents"), copier.copy(contents));
  }
  sweepActiveContent(clean);
  dropUnreachable(clean);
  // Without object streams: every dictionary stays readable in the file, for anyone who checks it.
  return clean.save({ useObjectStreams: false });
}

async function loadSource(input: Uint8Array): Promise<PDFDocument> {
  let source: PDFDocument;
  try {
    // Loaded even when encrypted, to tell that case apart: pdf-lib's EncryptedPDFError is not an
    // `instanceof` match once compiled, and it cannot decrypt anyway.
    source = await PDFDocument.load(input, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw refuse("PDF_UNREADABLE", PDF_UNREADABLE_MESSAGE);
  }
  if (source.isEncrypted) throw refuse("PDF_PROTECTED", PDF_PROTECTED_MESSAGE);
  let pages: number;
  try {
    pages = source.getPageCount();
  } catch {
    throw refuse("PDF_UNREADABLE", PDF_UNREADABLE_MESSAGE);
  }
  if (pages === 0) throw refuse("PDF_UNREADABLE", PDF_UNREADABLE_MESSAGE);
  if (pages > MAX_PDF_PAGES) throw refuse("PDF_TOO_MANY_PAGES", PDF_TOO_MANY_PAGES_MESSAGE);
  return source;
}

/** The dictionary of a dictionary or a stream, else undefined. */
const dictOf = (object: PDFObject | undefined): PDFDict | undefined =>
  object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;

/** Every dictionary and array of the document, nested ones included, without recursion. */
function* everyContainer(document: PDFDocument): Generator<PDFDict | PDFArray> {
  const stack: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length > 0) {
    const object = stack.pop();
    const dict = dictOf(object);
    if (dict) {
      yield dict;
      for (const [, value] of dict.entries()) if (!(value instanceof PDFRef)) stack.push(value);
    } else if (object instanceof PDFArray) {
      yield object;
      for (const value of object.asArray()) if (!(value instanceof PDFRef)) stack.push(value);
    }
  }
}

function sweepActiveContent(document: PDFDocument): void {
  for (const container of everyContainer(document)) {
    if (!(container instanceof PDFDict)) continue;
    const type = container.get(PDFName.of("Type"))?.toString();
    const kind = container.get(PDFName.of("S"))?.toString();
    if ((type && ACTIVE_TYPES.has(type)) || (kind && ACTION_KINDS.has(kind))) {
      for (const key of container.keys()) container.delete(key);
      continue;
    }
    for (const key of ACTIVE_KEYS) container.delete(key);
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream) for (const key of EXTERNAL_STREAM_KEYS) object.dict.delete(key);
  }
}

/** Deletes every object that the catalog does not reach: what the copy dragged along and no page uses. */
function dropUnreachable(document: PDFDocument): void {
  const context = document.context;
  const reached = new Set<string>();
  const roots = [context.trailerInfo.Root, context.trailerInfo.Info];
  const stack: PDFObject[] = roots.filter((root): root is PDFObject => root !== undefined);
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFRef) {
      if (reached.has(object.toString())) continue;
      reached.add(object.toString());
      const target = context.lookup(object);
      if (target) stack.push(target);
      continue;
    }
    const dict = dictOf(object);
    if (dict) for (const [, value] of dict.entries()) stack.push(value);
    else if (object instanceof PDFArray) stack.push(...object.asArray());
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.toString())) context.delete(ref);
  }
}
