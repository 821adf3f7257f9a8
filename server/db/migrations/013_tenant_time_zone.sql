-- The tenant's time zone (issue 13, dates): "today" for a requested pickup, the zone confirmed times are typed and
-- shown in, and the zone every confirmation names. An IANA name; the demo tenants work on Eastern time.
ALTER TABLE tenants ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York' CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$');
