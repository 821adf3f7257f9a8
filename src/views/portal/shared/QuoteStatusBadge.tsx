import type { QuoteStatus } from '@/generated/graphql';
import { Badge } from '../../ui/Badge';
import { PORTAL_QUOTE_STATUS_LABEL, portalQuoteTone } from './labels';

/** A quote's status in the portal's words ("Awaiting your answer"), coloured by what it asks of the user. */
export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => <Badge tone={portalQuoteTone(status)}>{PORTAL_QUOTE_STATUS_LABEL[status]}</Badge>;
