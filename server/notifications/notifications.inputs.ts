import * as z from 'zod';
import { NotificationTypeValues } from '../../src/generated/enums/NotificationType';
import { RoleValues } from '../../src/generated/enums/Role';

/** The inputs of the notifications area's writes (GraphQL NotificationSettingsInput, TaskInput, AnnouncementInput). */

const text = (max: number, what: string) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(max, `The ${what} may be at most ${max} characters.`);
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} may be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
/** DateTime arrives parsed (server/graphql/scalars.ts) as an ISO string. */
const instant = z.string().transform((value) => new Date(value));

export const notificationSettingsSchema = z.object({
  preferences: z
    .array(z.object({ type: z.enum(NotificationTypeValues), inApp: z.boolean(), email: z.boolean(), digest: z.boolean() }))
    .max(NotificationTypeValues.length * 2),
  digestHour: z.number().int().min(0, 'The hour is 0 to 23.').max(23, 'The hour is 0 to 23.').nullish(),
});

export const taskSchema = z
  .object({
    title: text(200, 'title'),
    notes: optionalText(4000, 'notes'),
    assigneeId: z.string().nullish(),
    assigneeRole: z.enum(RoleValues).nullish(),
    dueAt: instant,
    remindMinutes: z
      .number()
      .int()
      .min(0, 'The reminder may not come after the due time.')
      .max(10080, 'The reminder comes at most a week (10080 minutes) before.')
      .nullish()
      .transform((value) => value ?? 60),
  })
  .superRefine((task, issues) => {
    if (!task.assigneeId === !task.assigneeRole)
      issues.addIssue({ code: 'custom', path: ['assigneeId'], message: 'Assign the task to a person or to a role (one of the two).' });
  });

export const announcementSchema = z
  .object({
    title: text(200, 'title'),
    body: text(4000, 'message'),
    roles: z
      .array(z.enum(RoleValues))
      .nullish()
      .transform((roles) => [...new Set(roles ?? [])]),
    startsAt: instant.nullish(),
    endsAt: instant,
  })
  .superRefine((announcement, issues) => {
    const starts = announcement.startsAt ?? new Date();
    if (announcement.endsAt <= starts)
      issues.addIssue({ code: 'custom', path: ['endsAt'], message: 'The announcement must end after it starts.' });
  });
