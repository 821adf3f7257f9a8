import { keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { MEDIA_SELECT, type MediaRow } from '../media/media.rows';

/** The books area's batched loaders: an export's stored file. */
export const booksLoaders = defineLoaders((db) => ({
  mediaById: keyedLoader<MediaRow>(db, { key: 'm.id', select: MEDIA_SELECT, from: 'media m' }),
}));
