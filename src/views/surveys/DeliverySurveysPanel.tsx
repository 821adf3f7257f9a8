import { useQuery } from 'urql';
import { Link } from 'wouter';
import { SURVEY_TAG_LABEL } from '../../domain/surveys/labels';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { DeliverySurveysQuery } from './surveys.graphql';

/**
 * The delivery survey answers of a leg (its one survey) or of a driver (their legs' latest), for the leg page and the
 * driver page. Unanswered surveys say where they were sent and until when they can be answered.
 */
export const DeliverySurveysPanel = ({ orderLegId, driverId }: { orderLegId?: string; driverId?: string }) => {
  const dateTime = useDateTimeFormat();
  const [{ data, fetching, error }] = useQuery({
    query: DeliverySurveysQuery,
    variables: { orderLegId: orderLegId ?? null, driverId: driverId ?? null, first: driverId ? 20 : 1 },
  });
  const surveys = data?.deliverySurveys ?? [];
  const title = driverId ? 'Delivery surveys' : 'Delivery survey';
  const answered = surveys.filter((survey) => survey.rating != null);
  const average = answered.length ? answered.reduce((sum, survey) => sum + (survey.rating ?? 0), 0) / answered.length : null;
  return (
    <Panel
      title={title}
      className="survey-panel"
      description={
        driverId && average != null ? (
          <p className="muted">
            Average {average.toFixed(1)} of 5 over the latest {answered.length} answered
          </p>
        ) : undefined
      }
    >
      {fetching && !data ? (
        <Spinner label="Loading surveys…" />
      ) : error ? (
        <p className="muted">The surveys could not be loaded.</p>
      ) : surveys.length === 0 ? (
        <p className="muted">
          {driverId ? 'No delivery survey yet.' : 'No survey yet: one is mailed to the delivery contact when the leg is delivered.'}
        </p>
      ) : (
        <ul className="survey-answers">
          {surveys.map((survey) => (
            <li key={survey.id}>
              {driverId && (
                <p>
                  <Link href={`/order-legs/${survey.orderLegId}`}>Leg {survey.legNumber}</Link>
                  {survey.clientName && <span className="muted"> · {survey.clientName}</span>}
                </p>
              )}
              {survey.rating != null ? (
                <>
                  <p>
                    <strong>
                      <span aria-hidden="true">
                        {'★'.repeat(survey.rating)}
                        {'☆'.repeat(5 - survey.rating)}{' '}
                      </span>
                      Rated {survey.rating} of 5
                    </strong>{' '}
                    <span className="muted">answered {dateTime(survey.answeredAt)}</span>
                  </p>
                  {survey.tags.length > 0 && <p>{survey.tags.map((tag) => SURVEY_TAG_LABEL[tag]).join(' · ')}</p>}
                  {survey.comment && <blockquote>{survey.comment}</blockquote>}
                </>
              ) : (
                <p className="muted">
                  Sent {dateTime(survey.sentAt)}
                  {survey.mailedTo ? ` to ${survey.mailedTo}` : ' (no delivery contact email: the bill of lading code only)'}; not answered
                  {new Date(survey.expiresAt).getTime() < Date.now() ? ', expired' : ` yet (open until ${dateTime(survey.expiresAt)})`}.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
};
