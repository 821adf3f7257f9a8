import { defineArea } from '../areaKit';
import { mediaRoutes } from './media.routes';

/**
 * The media kit's manifest: the files every area stores (server/media) are served by /media/:id/:name, and a file
 * uploaded to a record is audited here (recordFile.ts insertUploadedMedia: kind Media). The kit has no schema of its
 * own (the Media type is the account area's) and nothing else to register.
 */
export const mediaArea = defineArea({ name: 'media', routes: [mediaRoutes], auditKinds: ['Media'] });
