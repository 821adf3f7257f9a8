import type { FastifyReply } from 'fastify';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors, summary } from '../../src/domain/schemas/fieldErrors';

/** 422 `{message, errors}` as Laravel answers a failed validation. */
export const sendValidationErrors = (reply: FastifyReply, errors: FieldErrors) =>
  reply.code(422).send({ message: summary(errors), errors });

/** Parses a body with a shared schema; on failure answers 422 and returns null. */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.output<S> | null => {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  sendValidationErrors(reply, fieldErrors(result.error));
  return null;
};
