// What other features may use of the files feature: store and read uploaded files, re-encode images,
// read a multipart upload and send a stored file back.
export { readFile, type StoredFile, saveFile } from "./file-storage";
export { reencodeImage } from "./image-processing";
export { readUpload, registerUploads } from "./multipart-upload";
export { isPdf, sendStoredFile } from "./send-file";
