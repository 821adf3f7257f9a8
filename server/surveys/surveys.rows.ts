import type { DeliverySurveyTag } from '../../src/generated/enums/DeliverySurveyTag';

/** A leg's survey as staff read it (the DeliverySurvey type's row). Needs the joins of SURVEY_FROM. */
export type DeliverySurveyRow = {
  id: string;
  tenantId: string;
  orderLegId: string;
  orderId: string;
  legNumber: string;
  driverId: string | null;
  driverName: string | null;
  clientId: string;
  clientName: string | null;
  mailedTo: string | null;
  sentAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
  rating: number | null;
  tags: DeliverySurveyTag[];
  comment: string | null;
};

export const SURVEY_SELECT = `s.id, s.tenant_id AS "tenantId", s.order_leg_id AS "orderLegId", l.order_id AS "orderId",
  l.number AS "legNumber", s.driver_id AS "driverId", nullif(trim(concat_ws(' ', d.first_name, d.last_name)), '') AS "driverName",
  o.client_id AS "clientId", c.display_name AS "clientName", s.mailed_to AS "mailedTo", s.created_at AS "sentAt",
  s.expires_at AS "expiresAt", s.answered_at AS "answeredAt", s.rating, s.tags, s.comment`;

export const SURVEY_FROM = `delivery_surveys s
  JOIN order_legs l ON l.tenant_id = s.tenant_id AND l.id = s.order_leg_id
  JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
  LEFT JOIN clients c ON c.tenant_id = o.tenant_id AND c.id = o.client_id
  LEFT JOIN drivers d ON d.tenant_id = s.tenant_id AND d.id = s.driver_id`;
