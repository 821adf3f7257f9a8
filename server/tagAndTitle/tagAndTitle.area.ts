import { DAY, defineArea } from '../areaKit';
import { raiseTempTagAlerts } from './tagAndTitle.alerts';
import { tagAndTitleResolvers } from './tagAndTitle.resolvers';
import { TNT_PACKET_NUMBERS } from './tagAndTitle.rows';
import { tntPacketRecord } from './tagAndTitle.transition';

/** Tag-and-title packets: their documents, fees and shipping. */
export const tagAndTitleArea = defineArea({
  name: 'tagAndTitle',
  resolvers: tagAndTitleResolvers,
  mappers: {
    TntPacket: './tagAndTitle.rows#TntPacketRow',
    TntPacketDocument: './tagAndTitle.rows#TntDocumentRow',
    TntPacketFee: './tagAndTitle.rows#TntFeeRow',
    TntWorkQueue: './tagAndTitle.rows#TntWorkQueueRow',
    PortalTntPacket: './tagAndTitle.rows#TntPacketRow',
    PortalTntPacketDocument: './tagAndTitle.rows#TntDocumentRow',
  },
  // Temp tags lapsing within a week (a temporary tag has no grace period): at start and daily; one alert per tag and expiry date.
  jobs: [{ name: 'temp tag alerts', every: DAY, run: ({ db, events }) => raiseTempTagAlerts(db, events) }],
  recordNumbers: [TNT_PACKET_NUMBERS],
  auditKinds: ['Tnt packs'],
  machines: [tntPacketRecord],
});
