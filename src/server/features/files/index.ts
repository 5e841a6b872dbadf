// What other features may use of the files feature: store, read and delete uploaded files, re-encode
// images, rebuild PDFs without active content, read a multipart upload, declare an upload route and send a stored file back.
export { deleteFiles, readFile, type StoredFile, saveFile } from "./file-storage";
export { IMAGE_WORK_LIMITS, reencodeImage, runFileWork } from "./image-processing";
export { type ReceivedUploads, readUpload, readUploads, registerUploads } from "./multipart-upload";
export { sanitisePdf, servablePdf } from "./pdf-sanitising";
export { fileExtension, isPdf, sendStoredFile } from "./send-file";
export { type UploadRouteOptions, uploadRoute, uploadsInFlight } from "./upload-route";
