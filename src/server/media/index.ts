// Pictures (§7): where they are stored, how they are served, and the signed links that reach them.
export { type ImageStore, type StoredImage, InvalidImagePathError, assertImagePath, isImagePath, contentTypeOf } from './store';
export { DirectoryImageStore } from './directory-store';
export { DatabaseImageStore } from './database-store';
export { getImageStore, setImageStore, imageStoreFor, imageDir } from './image-stores';
export { getMediaFile, savePicture, deletePicture, resizeImage, type MediaFile, type MediaFileOptions, type Resize } from './variants';
export { parseMediaPath, type MediaRequest } from './media-path';
export { mediaResponse, type MediaResponseOptions } from './media-response';
export {
  signMediaUrl,
  signMediaList,
  signMediaJson,
  createMediaSigner,
  mediaSigner,
  SIGNED_LINK_SECONDS,
  SIGNED_LINK_BUCKET_SECONDS,
  type MediaSigner,
  type SignOptions,
  type LinkCheck,
} from './signed-links';
export { uploadLinkRewriter } from './upload-link-rewriter';
