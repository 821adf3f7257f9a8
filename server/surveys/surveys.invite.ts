import type { LegContact } from '../../src/domain/schemas/orders';
import type { Queryable } from '../db/database';
import { queueMail } from '../mail/mailer';
import { newSurveyToken, printedSurveyCode, SURVEY_DAYS, surveyCodeHash, surveyCodeOf } from './surveys.tokens';

/** The move as a survey names it: vehicle, from, to, the driver's first name (the mail and the public page). */
export type SurveyMove = {
  operatorName: string;
  legNumber: string;
  vehicle: string | null;
  from: string | null;
  to: string | null;
  driverFirstName: string | null;
  deliveredAt: Date | null;
};

const place = (alias: string) => `nullif(concat_ws(', ', ${alias}.city, ${alias}.state_province), '')`;

/** The move of a leg, read under the caller's row-level security. */
export const surveyMove = async (db: Queryable, legId: string): Promise<SurveyMove | null> => {
  const { rows } = await db.query<SurveyMove>(
    `SELECT t.name AS "operatorName", l.number AS "legNumber",
       nullif(trim(concat_ws(' ', v.year::text, v.make, v.model)), '') AS vehicle,
       ${place('lo')} AS "from", ${place('ld')} AS "to", d.first_name AS "driverFirstName", l.delivered_at AS "deliveredAt"
     FROM order_legs l JOIN tenants t ON t.id = l.tenant_id
     LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
     LEFT JOIN locations lo ON lo.tenant_id = l.tenant_id AND lo.id = l.origin_id
     LEFT JOIN locations ld ON ld.tenant_id = l.tenant_id AND ld.id = l.destination_id
     LEFT JOIN drivers d ON d.tenant_id = l.tenant_id AND d.id = l.driver_id
     WHERE l.id = $1`,
    [legId],
  );
  return rows[0] ?? null;
};

/** The mail the delivery contact gets. */
export const surveyMail = (to: string, contactName: string | null, move: SurveyMove, link: string, code: string) => {
  const what = [move.vehicle ?? 'your vehicle', move.from && `from ${move.from}`, move.to && `to ${move.to}`].filter(Boolean).join(' ');
  const driver = move.driverFirstName ? `, and how ${move.driverFirstName} did` : '';
  return {
    to,
    subject: `How was your delivery? ${move.operatorName} asks for one minute`,
    text: [
      `Hello${contactName ? ` ${contactName}` : ''},`,
      '',
      `${move.operatorName} delivered ${what}. Please tell us how the delivery went${driver}:`,
      '',
      link,
      '',
      `The link works once, for ${SURVEY_DAYS} days. You can also enter the code ${printedSurveyCode(code)} (printed on the bill of lading) at the delivery survey page.`,
      '',
      `Reference: leg ${move.legNumber}`,
      '',
      `— ${move.operatorName}`,
    ].join('\n'),
  };
};

/**
 * A delivered leg's survey: the row with the hashes of a new token and of the leg's bill-of-lading code, and the mail
 * to the delivery contact (when the leg names one with an email). A leg is asked once: delivered again (after an
 * undo), it keeps its first survey and no second mail goes out.
 */
export const inviteToSurvey = async (
  ctx: { db: Queryable; config: { sessionSecret: string; appUrl: string } },
  leg: { id: string; tenantId: string; driverId: string | null; deliveryContact: LegContact | null },
) => {
  const { token, hash } = newSurveyToken(ctx.config.sessionSecret);
  const code = surveyCodeOf(ctx.config.sessionSecret, leg.id);
  const email = leg.deliveryContact?.email?.trim() || null;
  // Through the migration's function: a driver delivering on their phone may not write the staff's survey rows.
  const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM app_delivery_survey_invite($1, $2, $3, $4, $5, $6) AS id', [
    leg.id,
    leg.driverId,
    hash,
    surveyCodeHash(code),
    email,
    SURVEY_DAYS,
  ]);
  if (rows.length === 0 || !email) return;
  const move = await surveyMove(ctx.db, leg.id);
  if (!move) return;
  await queueMail(
    ctx.db,
    surveyMail(email, leg.deliveryContact?.name ?? null, move, `${ctx.config.appUrl}/delivery-survey/${token}`, code),
  );
};
