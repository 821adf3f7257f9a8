/** The carriers area's public face (docs/adding-an-area.md): Drivers, trucking companies and units as the other areas use them: who a carrier user is, a leg's carriers, a driver's qualification. */
export { driverIdOfUser, isCarrierUser, requireCarrierReader } from './carriers.access';
export { checkLegCarriers } from './carriers.legs';
export { BUSY_LEG, LEG_WINDOW, qualificationFacts } from './carriers.qualification';
