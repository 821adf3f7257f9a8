/**
 * What each section of the route table (src/routes.ts) is for, in words for the page that says it is not built yet
 * (NotBuiltPage, a lazy chunk: none of this is in the first load). A person who followed a link learns what will be
 * there, and where to go meanwhile when Legwork already has a way.
 */
export const PLANNED: Readonly<Record<string, { what: string; meanwhile?: string }>> = {
  Search: {
    what: 'One search box for orders, legs, quotes, clients and vehicles will live here.',
    meanwhile: 'Meanwhile, the search box on the orders list finds orders by number, reference, client or VIN.',
  },
  Safety: { what: 'Driver safety will be kept here: the drivers’ records, IFTA fuel-tax stickers and transport plates.' },
  Storage: { what: 'Storage facilities (their hours, notes and contacts) and the vehicles stored in them will be kept here.' },
  Dispatch: {
    what: 'The dispatch board will be here: legs to assign to drivers, the drivers’ flights and rental cars, and condition reports.',
  },
  'Help Desk': { what: 'The help desk’s queue will be here: legs that need a hand and condition reports to review.' },
  'Call Center': {
    what: 'The call center’s queue will be here: new legs to acknowledge, and pickups and deliveries to confirm with the client.',
    meanwhile: 'Meanwhile, the orders list’s “Unacknowledged” and “Pending confirmation” filters find them.',
  },
  'Client Relations': { what: 'Each client’s orders, quotes and legs will be gathered here for the people who look after them.' },
  'Tag and Title': { what: 'Tag and title packets will be prepared, sent and followed here until the vehicle is registered.' },
  'Accidents and Incidents': { what: 'Accidents and incidents will be reported here, with the repairs that follow them.' },
  Accounting: { what: 'Invoices to clients and settlements with drivers will be made and followed here.' },
  Settings: { what: 'The company’s settings will be changed here, with the weekly fuel rates that prices use.' },
  Hubs: { what: 'The hubs that vehicles pass through will be managed here.' },
  Tags: { what: 'The tags that mark orders will be managed here.' },
  Users: { what: 'People’s accounts will be managed here: inviting colleagues, giving them roles and closing accounts.' },
  Clients: { what: 'Clients will be managed here: their contacts, tariff rates, billing items, customers and invoicing details.' },
  Customers: { what: 'Clients’ customers will be managed here, with their contacts, tariff rates and billing items.' },
  Drivers: { what: 'Drivers will be managed here: their licences, safety record, contact details, legs and settled runs.' },
  'Trucking Companies': { what: 'The trucking companies that carry vehicles will be managed here, with their contacts.' },
  'Billing Items': { what: 'The items that can be billed to clients will be managed here.' },
  'Expense Items': { what: 'The expenses drivers can claim will be managed here.' },
  'Document Types': { what: 'The kinds of documents that can be attached to orders and legs will be managed here.' },
  'District Requirements': { what: 'What each state, province and county asks for tag and title work will be kept here.' },
  Reports: { what: 'Reports will be here: IFTA, rebates, invoices, finances, clients’ orders and storage, and delivery surveys.' },
  'Delivery Survey': { what: 'Whoever received a vehicle will rate its delivery here.' },
};
