/** What other areas may use of the delivery surveys (src/imports.test.ts): the answers' panel of a leg or a driver. */
export { DeliverySurveysPanel } from './DeliverySurveysPanel';
