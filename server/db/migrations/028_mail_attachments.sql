-- Issue 15: a bill of lading is mailed with the PDF attached. An outbox message names its attachments by the stored
-- file's content hash (the media store), so the message and the file it carries are written in the same transaction.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
