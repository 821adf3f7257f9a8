/**
 * The bill of lading: the PDF a submitted condition report becomes (vehicle, parties, damages on the vehicle diagram,
 * inspection, photo thumbnails, signatures or the "customer not available" stamp, GPS and times on the tenant's
 * clock). Pure: it takes plain data and returns bytes; gathering the data, storing the file and mailing it are the
 * caller's (conditionReports.bolStore.ts). Drawn with pdf-lib's standard fonts, so every string goes through
 * `pdfText` (server/pdf/pdfText.ts) and no input can make it throw.
 */
import { PDFDocument } from 'pdf-lib';
import type { BolInput } from './bol/bolInput';
import { drawDamages } from './bol/damages';
import { drawConditions, drawItems } from './bol/details';
import { drawHeader, drawParties, drawVehicle } from './bol/header';
import { drawPhotos } from './bol/photos';
import { pdfText } from '../pdf/pdfText';
import { drawSignatures } from './bol/signatures';
import { createWriter, drawFooters } from '../pdf/writer';

export type { BolDamage, BolInput, BolParty, BolPhoto, BolSignature, BolTime } from './bol/bolInput';
export { BOL_MAX_PHOTOS } from './bol/photos';

export const renderBillOfLading = async (input: BolInput): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const title = pdfText(`Bill of lading ${input.report.number}`);
  doc.setTitle(title);
  doc.setAuthor(pdfText(input.operatorName));
  doc.setSubject(pdfText(`Order ${input.orderNumber}, leg ${input.legNumber}, VIN ${input.vehicle.vin ?? 'unknown'}`));
  doc.setCreator('Legwork');
  doc.setProducer('Legwork (pdf-lib)');
  const created = new Date(input.report.submittedAt ?? input.report.capturedAt);
  if (!Number.isNaN(created.getTime())) doc.setCreationDate(created);

  const writer = await createWriter(doc);
  drawHeader(writer, input);
  drawVehicle(writer, input);
  drawParties(writer, input);
  drawDamages(writer, input);
  drawItems(writer, input);
  drawConditions(writer, input);
  await drawPhotos(writer, input);
  await drawSignatures(writer, input);
  drawFooters(writer, title);
  return doc.save();
};
