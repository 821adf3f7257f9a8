import * as z from 'zod';
import { addDays, addMonths } from '../../src/domain/dates';
import { monthsOf, type ReportPeriod, reportPeriodSchema } from '../../src/domain/reports/period';
import type { ReportChart, ReportResult, ReportRow, ReportTable } from '../../src/domain/reports/table';
import { SURVEY_LOW_RATING } from '../../src/domain/surveys/answer';
import { SURVEY_TAG_LABEL } from '../../src/domain/surveys/labels';
import { type DeliverySurveyTag, DeliverySurveyTagValues } from '../../src/generated/enums/DeliverySurveyTag';
import { columnsOf, defineReport, periodCondition, REPORT_ROLES, type ReportContext, reportResult } from '../reports/reports.public';

export const SURVEY_REPORT_PAGE = '/admin/reports/delivery-survey';
/** The answers table lists at most this many (newest first); the figures count every answer. */
export const SURVEY_REPORT_ANSWERS = 500;

/** A filter as the report page sends it: a string, absent when empty. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const surveyReportParams = z.object({
  period: reportPeriodSchema,
  client: optional(z.uuid({ error: 'The selected client is invalid.' })),
  tag: optional(z.enum(DeliverySurveyTagValues, { error: 'Choose a tag from the list.' })),
  rating: optional(z.enum(['LOW', '1', '2', '3', '4', '5'], { error: 'Choose a rating from the list.' })),
});
export type SurveyReportParams = z.output<typeof surveyReportParams>;

type Answer = {
  id: string;
  orderLegId: string;
  legNumber: string;
  answeredOn: string;
  bucket: string;
  driverId: string | null;
  driverName: string | null;
  clientId: string;
  clientName: string | null;
  rating: number;
  tags: DeliverySurveyTag[];
  comment: string | null;
};

/** The report page with these parameters: a figure's drill-down to the answers behind it. */
export const surveyReportHref = (
  params: SurveyReportParams,
  change: Partial<Record<'client' | 'tag' | 'rating', string>> & { period?: ReportPeriod } = {},
) => {
  const period = change.period ?? params.period;
  const query = new URLSearchParams({ period: period.kind, from: period.from, to: period.to });
  for (const key of ['client', 'tag', 'rating'] as const) {
    const value = key in change ? change[key] : params[key];
    if (value) query.set(key, value);
  }
  return `${SURVEY_REPORT_PAGE}?${query}#report-table-answers`;
};

const average = (ratings: number[]) => (ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null);
const low = (ratings: number[]) => ratings.filter((rating) => rating <= SURVEY_LOW_RATING).length;

/** Groups answers by a key, in first-seen order. */
const groupBy = <K>(answers: Answer[], key: (answer: Answer) => K) => {
  const groups = new Map<K, Answer[]>();
  for (const answer of answers) groups.set(key(answer), [...(groups.get(key(answer)) ?? []), answer]);
  return groups;
};

const SCORE_COLUMNS = [
  { key: 'answers', label: 'Answers', kind: 'int' },
  { key: 'average', label: 'Average rating', kind: 'decimal' },
  { key: 'low', label: `Rated ${SURVEY_LOW_RATING} or less`, kind: 'int' },
] as const;

const scores = (answers: Answer[]) => {
  const ratings = answers.map((answer) => answer.rating);
  return { answers: ratings.length, average: average(ratings), low: low(ratings) };
};

/** Days for a period of a month or less, else months: each a point of the chart and a row that opens its answers. */
const buckets = (period: ReportPeriod): { key: string; label: string; period: ReportPeriod }[] => {
  const days: string[] = [];
  for (let day = period.from; day <= period.to && days.length <= 31; day = addDays(day, 1)) days.push(day);
  if (days.length <= 31) return days.map((day) => ({ key: day, label: day, period: { kind: 'CUSTOM', from: day, to: day } }));
  return monthsOf(period).map((month) => {
    const end = addDays(addMonths(month, 1), -1);
    return {
      key: month.slice(0, 7),
      label: month.slice(0, 7),
      period: { kind: 'CUSTOM', from: month < period.from ? period.from : month, to: end > period.to ? period.to : end },
    };
  });
};

const readAnswers = async (rc: ReportContext, params: SurveyReportParams, byDay: boolean) => {
  const values: unknown[] = [rc.zone];
  const conditions = ['s.answered_at IS NOT NULL', ...periodCondition('s.answered_at', params.period, rc.zone, values)];
  if (params.client) conditions.push(`o.client_id = $${values.push(params.client)}`);
  if (params.tag) conditions.push(`$${values.push(params.tag)} = ANY (s.tags)`);
  if (params.rating === 'LOW') conditions.push(`s.rating <= ${SURVEY_LOW_RATING}`);
  else if (params.rating) conditions.push(`s.rating = $${values.push(Number(params.rating))}`);
  const { rows } = await rc.tx.query<Answer>(
    `SELECT s.id, s.order_leg_id AS "orderLegId", l.number AS "legNumber",
       to_char(s.answered_at AT TIME ZONE $1, 'YYYY-MM-DD') AS "answeredOn",
       to_char(s.answered_at AT TIME ZONE $1, '${byDay ? 'YYYY-MM-DD' : 'YYYY-MM'}') AS bucket,
       s.driver_id AS "driverId", nullif(trim(concat_ws(' ', d.first_name, d.last_name)), '') AS "driverName",
       o.client_id AS "clientId", c.display_name AS "clientName", s.rating, s.tags, s.comment
     FROM delivery_surveys s
     JOIN order_legs l ON l.tenant_id = s.tenant_id AND l.id = s.order_leg_id
     JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
     LEFT JOIN clients c ON c.tenant_id = o.tenant_id AND c.id = o.client_id
     LEFT JOIN drivers d ON d.tenant_id = s.tenant_id AND d.id = s.driver_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY s.answered_at DESC, s.id`,
    values,
  );
  return rows;
};

/** Surveys sent in the period (answered or not), for the response rate. */
const sentCount = async (rc: ReportContext, params: SurveyReportParams) => {
  const values: unknown[] = [];
  const conditions = periodCondition('s.created_at', params.period, rc.zone, values);
  if (params.client) conditions.push(`o.client_id = $${values.push(params.client)}`);
  const { rows } = await rc.tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM delivery_surveys s
     JOIN order_legs l ON l.tenant_id = s.tenant_id AND l.id = s.order_leg_id
     JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
     WHERE ${conditions.join(' AND ')}`,
    values,
  );
  return rows[0]?.n ?? 0;
};

const overTime = (answers: Answer[], params: SurveyReportParams): ReportTable => {
  const byBucket = groupBy(answers, (answer) => answer.bucket);
  return {
    key: 'time',
    title: 'Over time',
    columns: [{ key: 'when', label: 'When' }, ...SCORE_COLUMNS],
    rows: buckets(params.period).map(({ key, label, period }) => {
      const href = surveyReportHref(params, { period });
      return {
        cells: { when: label, ...scores(byBucket.get(key) ?? []) },
        links: { when: href, answers: href, average: href, low: surveyReportHref(params, { period, rating: 'LOW' }) },
      };
    }),
    totals: { when: 'All', ...scores(answers) },
  };
};

const byDriver = (answers: Answer[], params: SurveyReportParams): ReportTable => ({
  key: 'drivers',
  title: 'By driver',
  columns: [{ key: 'driver', label: 'Driver' }, ...SCORE_COLUMNS],
  rows: [...groupBy(answers, (answer) => answer.driverId ?? '')]
    .map(([driverId, group]): ReportRow => {
      // A driver's page lists their legs' answers (the Delivery surveys panel).
      const href = driverId ? `/admin/drivers/${driverId}` : surveyReportHref(params);
      return {
        cells: { driver: group[0].driverName ?? 'No driver', ...scores(group) },
        links: { driver: href, answers: href, average: href, low: href },
      };
    })
    .sort((a, b) => String(a.cells.driver).localeCompare(String(b.cells.driver))),
});

const byClient = (answers: Answer[], params: SurveyReportParams): ReportTable => ({
  key: 'clients',
  title: 'By client',
  columns: [{ key: 'client', label: 'Client' }, ...SCORE_COLUMNS],
  rows: [...groupBy(answers, (answer) => answer.clientId)]
    .map(([clientId, group]): ReportRow => {
      const href = surveyReportHref(params, { client: clientId });
      return {
        cells: { client: group[0].clientName ?? '—', ...scores(group) },
        links: { client: href, answers: href, average: href, low: surveyReportHref(params, { client: clientId, rating: 'LOW' }) },
      };
    })
    .sort((a, b) => String(a.cells.client).localeCompare(String(b.cells.client))),
});

const byTag = (answers: Answer[], params: SurveyReportParams): ReportTable => ({
  key: 'tags',
  title: 'By tag',
  columns: [
    { key: 'tag', label: 'Tag' },
    { key: 'answers', label: 'Answers with the tag', kind: 'int' },
    { key: 'share', label: 'Share of answers', kind: 'percent' },
    { key: 'average', label: 'Average rating', kind: 'decimal' },
  ],
  rows: DeliverySurveyTagValues.map((tag) => {
    const tagged = answers.filter((answer) => answer.tags.includes(tag));
    const href = surveyReportHref(params, { tag });
    return {
      cells: {
        tag: SURVEY_TAG_LABEL[tag],
        answers: tagged.length,
        share: answers.length ? tagged.length / answers.length : null,
        average: average(tagged.map((answer) => answer.rating)),
      },
      links: { tag: href, answers: href, share: href, average: href },
    };
  }),
});

const answersTable = (answers: Answer[]): ReportTable => ({
  key: 'answers',
  title: answers.length > SURVEY_REPORT_ANSWERS ? `Answers (the newest ${SURVEY_REPORT_ANSWERS})` : 'Answers',
  columns: [
    { key: 'answered', label: 'Answered', kind: 'day' },
    ...columnsOf({ leg: 'Leg', client: 'Client', driver: 'Driver' }),
    { key: 'rating', label: 'Rating', kind: 'int' },
    ...columnsOf({ tags: 'Tags', comment: 'Comment' }),
  ],
  rows: answers.slice(0, SURVEY_REPORT_ANSWERS).map((answer) => ({
    cells: {
      answered: answer.answeredOn,
      leg: answer.legNumber,
      client: answer.clientName,
      driver: answer.driverName,
      rating: answer.rating,
      tags: answer.tags.map((tag) => SURVEY_TAG_LABEL[tag]).join(', ') || null,
      comment: answer.comment,
    },
    links: {
      answered: `/order-legs/${answer.orderLegId}`,
      leg: `/order-legs/${answer.orderLegId}`,
      rating: `/order-legs/${answer.orderLegId}`,
      ...(answer.driverId ? { driver: `/admin/drivers/${answer.driverId}` } : {}),
    },
  })),
});

const charts = (time: ReportTable, answers: Answer[]): ReportChart[] => [
  {
    title: 'Average rating',
    kind: 'line',
    valueKind: 'decimal',
    series: [
      {
        key: 'average',
        label: 'Average rating',
        points: time.rows
          .filter((row) => row.cells.average !== null)
          .map((row) => ({ x: String(row.cells.when), y: Number(row.cells.average) })),
      },
    ],
  },
  {
    title: 'Answers by rating',
    kind: 'bar',
    valueKind: 'int',
    series: [
      {
        key: 'answers',
        label: 'Answers',
        points: [1, 2, 3, 4, 5].map((rating) => ({ x: String(rating), y: answers.filter((answer) => answer.rating === rating).length })),
      },
    ],
  },
];

/** Delivery surveys over a period: scores over time, by driver, client and tag, and the answers with their comments. */
export const deliverySurveyReport = defineReport<SurveyReportParams>({
  name: 'delivery-survey',
  title: 'Delivery surveys',
  page: SURVEY_REPORT_PAGE,
  roles: REPORT_ROLES,
  params: surveyReportParams,
  run: async (rc, params): Promise<ReportResult> => {
    const byDay = buckets(params.period).every((bucket) => bucket.key.length === 10);
    const answers = await readAnswers(rc, params, byDay);
    rc.progress(1, 2);
    const sent = await sentCount(rc, params);
    rc.progress(2, 2);
    const time = overTime(answers, params);
    const unfiltered = !params.tag && !params.rating;
    return reportResult(rc, params.period, {
      tables: [time, byDriver(answers, params), byClient(answers, params), byTag(answers, params), answersTable(answers)],
      charts: charts(time, answers),
      notes: [
        `Answers are counted on the day they were given, in the tenant's time zone; a rating of ${SURVEY_LOW_RATING} or less notifies client relations.`,
        ...(unfiltered && sent > 0
          ? [`${sent} surveys were sent in the period; ${answers.length} answers came in (${Math.round((answers.length / sent) * 100)}%).`]
          : []),
      ],
    });
  },
});
