import { useQuery } from 'urql';
import { graphql } from '@/generated';

const ActiveAnnouncementsQuery = graphql(`
  query ActiveAnnouncements { activeAnnouncements { id title body endsAt } }
`);

/** Staff pages: the announcements valid now for the user's roles, above the page; nothing while loading or when none. */
export const AnnouncementsBanner = () => {
  const [{ data }] = useQuery({ query: ActiveAnnouncementsQuery });
  const announcements = data?.activeAnnouncements ?? [];
  if (announcements.length === 0) return null;
  return (
    <section className="announcements" aria-label="Announcements">
      {announcements.map((announcement) => (
        <p key={announcement.id} id={`announcement-${announcement.id}`} className="alert alert-info">
          <strong>{announcement.title}</strong> {announcement.body}
        </p>
      ))}
    </section>
  );
};
