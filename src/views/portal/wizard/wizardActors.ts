import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import { PortalCreateOrderMutation, PortalCreateQuoteMutation, PortalPriceQuoteQuery } from '../../../graphql/operations/portalWizard';
import type { PriceRequest, SubmitRequest } from '../../../machines/wizards/wizard.machine';
import type { WizardFailure, WizardPrice, WizardResult } from '../../../machines/wizards/wizardTypes';
import { graphqlFailure } from '../../kit/forms/failure';

const NOTHING_BACK: WizardFailure = { message: 'The server sent nothing back. Try again.', fieldErrors: {} };

/**
 * The wizard's network calls on the app's GraphQL client (read through `client()`: a tenant switch or sign-out
 * replaces it). A failure rejects with the message and the field errors the machine shows.
 */
export const wizardActors = (client: () => Client) => ({
  priceQuote: fromPromise<WizardPrice, PriceRequest>(async ({ input }) => {
    // A price is live: never one from the cache.
    const result = await client().query(PortalPriceQuoteQuery, { input: input.input }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) throw graphqlFailure(result.error);
    if (!result.data) throw NOTHING_BACK;
    return result.data.portalPriceQuote;
  }),
  submit: fromPromise<WizardResult, SubmitRequest>(async ({ input: { kind, input, idempotencyKey } }) => {
    if (kind === 'order') {
      const result = await client().mutation(PortalCreateOrderMutation, { input, idempotencyKey }).toPromise();
      if (result.error) throw graphqlFailure(result.error);
      const order = result.data?.portalCreateOrder;
      if (!order) throw NOTHING_BACK;
      return { id: order.id, number: order.number, total: null, currency: null };
    }
    const result = await client().mutation(PortalCreateQuoteMutation, { input, idempotencyKey }).toPromise();
    if (result.error) throw graphqlFailure(result.error);
    const quote = result.data?.portalCreateQuote;
    if (!quote) throw NOTHING_BACK;
    return { id: quote.id, number: quote.number, total: quote.total, currency: quote.currency };
  }),
});
