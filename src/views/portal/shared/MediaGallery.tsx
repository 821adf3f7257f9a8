import { MediaFileList, type MediaFileListProps } from '../../kit/record/MediaFileList';
import { PORTAL_MEDIA_CATEGORY_LABEL } from './labels';

export type MediaGalleryProps = Omit<MediaFileListProps, 'categoryLabel'>;

/** The staff pages' file list, its groups headed in the portal's words. */
export const MediaGallery = (props: MediaGalleryProps) => <MediaFileList {...props} categoryLabel={PORTAL_MEDIA_CATEGORY_LABEL} />;
