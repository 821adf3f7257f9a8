import { type ReactNode, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { formatDateTime } from '../../domain/format';
import { type FragmentType, getFragmentData } from '../../generated';
import { PublicGraphQL } from '../kit/app/PublicGraphQL';
import { graphqlFailure } from '../kit/forms/failure';
import type { PageProps } from '../kit/router/pageProps';
import { DetailsRow } from '../kit/record/RecordHeader';
import { Alert } from '../kit/ui/Alert';
import { ErrorState } from '../kit/ui/ErrorState';
import { LinkButton } from '../kit/ui/LinkButton';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { SurveyForm } from './SurveyForm';
import { AnswerDeliverySurveyMutation, PublicDeliverySurveyQuery, PublicSurveyFields } from './surveys.graphql';

type Survey = FragmentType<typeof PublicSurveyFields>;

/** A survey that cannot be answered, in words (never an error page: the link is the customer's, not a bug). */
const Closed = ({ title, children }: { title: string; children: ReactNode }) => (
  <Panel title={title}>
    <p>{children}</p>
    <LinkButton href="/delivery-survey">Enter a code from the bill of lading</LinkButton>
  </Panel>
);

const SurveyBody = ({ token, survey: masked }: { token: string; survey: Survey }) => {
  const [, answer] = useMutation(AnswerDeliverySurveyMutation);
  const [sent, setSent] = useState<Survey | null>(null);
  const survey = getFragmentData(PublicSurveyFields, sent ?? masked);
  switch (survey.state) {
    case 'ANSWERED':
      return (
        <Panel title={sent ? 'Thank you!' : 'This survey is answered'}>
          <Alert tone="success">
            {sent
              ? `Your answer is with ${survey.operatorName ?? 'us'}. Thank you for taking the time.`
              : 'This delivery was rated already; each delivery takes one answer.'}
          </Alert>
        </Panel>
      );
    case 'EXPIRED':
      return <Closed title="This survey has expired">A delivery survey can be answered for 30 days after the delivery.</Closed>;
    case 'TOO_MANY_REQUESTS':
      return <Closed title="Too many attempts">Please wait {survey.retryAfter ?? 60} seconds and try again.</Closed>;
    case 'INVALID':
      return (
        <Closed title="This link or code is not valid">
          Check that the whole link from the email was opened, or type the code printed on the bill of lading again.
        </Closed>
      );
    default:
      return (
        <div className="survey">
          <section className="panel" aria-label="Your delivery">
            <h2>{survey.operatorName ? `${survey.operatorName} delivered` : 'Your delivery'}</h2>
            <dl className="details">
              <DetailsRow term="Vehicle">{survey.vehicle ?? '—'}</DetailsRow>
              <DetailsRow term="From">{survey.from ?? '—'}</DetailsRow>
              <DetailsRow term="To">{survey.to ?? '—'}</DetailsRow>
              <DetailsRow term="Driver">{survey.driverFirstName ?? '—'}</DetailsRow>
              {survey.deliveredAt && <DetailsRow term="Delivered">{formatDateTime(survey.deliveredAt)}</DetailsRow>}
            </dl>
          </section>
          <SurveyForm
            driverFirstName={survey.driverFirstName ?? null}
            send={async (input) => {
              const result = await answer({ token, input });
              if (result.error) return graphqlFailure(result.error);
              if (result.data) setSent(result.data.answerDeliverySurvey);
              return null;
            }}
          />
        </div>
      );
  }
};

/** The survey a mailed token or a bill of lading's code opens (inside PublicGraphQL). */
export const SurveyLoader = ({ token }: { token: string }) => {
  const [{ data, fetching, error }, reload] = useQuery({
    query: PublicDeliverySurveyQuery,
    variables: { token },
    requestPolicy: 'network-only',
  });
  if (fetching && !data) return <Spinner label="Opening your survey…" />;
  if (error || !data)
    return <ErrorState message="The survey could not be opened right now." onRetry={() => reload({ requestPolicy: 'network-only' })} />;
  return <SurveyBody token={token} survey={data.publicDeliverySurvey} />;
};

/** /delivery-survey/:id: the mailed link's token or the bill of lading's code. */
export const SurveyPage = ({ params }: PageProps) => (
  <PublicGraphQL>
    <SurveyLoader token={decodeURIComponent(params.id ?? '')} />
  </PublicGraphQL>
);
