import * as z from 'zod';
import { REASON_MAX } from '../../src/machines/domain/eventInputs';
import {
  CONDITION_REPORT_EVENT_BY_NAME,
  type ConditionReportContext,
  type ConditionReportEventType,
  conditionReportEventName,
  conditionReportMachine,
  probeConditionReportEvent,
} from '../../src/machines/domain/conditionReport.machine';
import { conditionReportRejectSchema } from '../../src/domain/schemas/conditionReports';
import { optionalText } from '../../src/domain/schemas/text';
import { isOperatorStaff } from '../../src/domain/roles';
import type { GraphQLContext } from '../graphql/context';
import { findLeg } from '../orders/orders.rows';
import { transition } from '../transitions/transitions.service';
import { type Actor, type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { carriesLeg } from './conditionReports.access';
import { afterSubmit } from './conditionReports.effects';
import { CONDITION_REPORT_SELECT, type ConditionReportRow, findConditionReport } from './conditionReports.rows';
import { machineActor } from '../auth/actors';

const eventInputSchema = z.object({ reason: optionalText(REASON_MAX, 'reason') });
type EventInput = z.output<typeof eventInputSchema>;

/**
 * The condition report's machine record (docs/flows.md#condition-report). cr.submit is sent by submitConditionReport
 * (conditionReports.submit.ts) once the report's content is written; its effects set the leg's report flag, raise the
 * help desk's alert for new damage or a VIN that does not match, and make the bill of lading. cr.accept and cr.reject
 * (with a reason) are the review of dispatch and the help desk.
 */
export const conditionReportRecord: MachineRecord<ConditionReportRow, ConditionReportContext, EventInput> = {
  entityKind: 'Condition reports',
  what: 'Condition report',
  noun: 'condition report',
  subject: (report) => `condition report ${report.number}`,
  machine: conditionReportMachine,
  ...rowFinders(findConditionReport),
  table: {
    name: 'condition_reports',
    alias: 'cr',
    select: CONDITION_REPORT_SELECT,
    columns: {
      status: 'status',
      submittedAt: 'submitted_at',
      submittedBy: 'submitted_by',
      rejectReason: 'reject_reason',
      reviewedAt: 'reviewed_at',
      reviewedBy: 'reviewed_by',
    },
  },
  status: 'status',
  events: CONDITION_REPORT_EVENT_BY_NAME,
  eventName: (type) => conditionReportEventName(type as ConditionReportEventType),
  context: async (ctx, row, actor) => {
    const leg = isOperatorStaff(actor.user) ? null : await findLeg(ctx.db, row.orderLegId);
    return { actor: machineActor(actor.user), carriesLeg: leg !== null && (await carriesLeg(ctx, actor, leg)) };
  },
  input: eventInputSchema,
  event: (type, input) => (type === 'cr.reject' ? { type, reason: input.reason } : { type }),
  probe: (type) => probeConditionReportEvent(type as ConditionReportEventType),
  required: (type) => (type === 'cr.reject' ? conditionReportRejectSchema : null),
  changes: ({ type, input, actor }) => {
    const now = new Date();
    switch (type) {
      case 'cr.submit':
        return { submittedAt: now, submittedBy: actor.user.id, rejectReason: null, reviewedAt: null, reviewedBy: null };
      case 'cr.accept':
        return { reviewedAt: now, reviewedBy: actor.user.id };
      case 'cr.reject':
        return { reviewedAt: now, reviewedBy: actor.user.id, rejectReason: input.reason };
      default:
        return {};
    }
  },
  effects: async (ctx, change) => {
    if (change.type === 'cr.submit') await afterSubmit(ctx, change.actor, change.after);
  },
  topic: 'conditionReportChanged',
};

export const transitionConditionReport = (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; event: string; input?: unknown; version: number },
) => transition(ctx, actor, conditionReportRecord, args);
