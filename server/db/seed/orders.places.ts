import type { LocationType } from '../../../src/generated/enums';

/** A demo location: real city, postal code and coordinates; `owner` is a customer code (or a client code). */
export type Place = {
  type: LocationType;
  name: string;
  address1: string;
  city: string;
  county: string | null;
  state: string;
  postal: string;
  lat: number;
  lng: number;
  owner?: string;
  hub?: string;
};

type PlaceTuple = [LocationType, string, string, string, string | null, string, string, number, number, string?, string?];
const place = ([type, name, address1, city, county, state, postal, lat, lng, owner, hub]: PlaceTuple): Place => ({
  type, name, address1, city, county, state, postal, lat, lng, owner, hub,
});

export const EAST_PLACES: Place[] = ([
  ['PORT', 'Port of Baltimore – Dundalk Marine Terminal', '2700 Broening Hwy', 'Baltimore', 'Baltimore City', 'MD', '21222', 39.2526, -76.5302],
  ['PORT', 'Port of Baltimore – Fairfield Auto Terminal', '1800 Frankfurst Ave', 'Baltimore', 'Baltimore City', 'MD', '21226', 39.2348, -76.5887],
  ['PORT', 'Port Newark-Elizabeth Auto Terminal', '1210 Corbin St', 'Elizabeth', 'Union', 'NJ', '07201', 40.67, -74.158],
  ['PORT', "Port of Brunswick – Colonel's Island", '100 Emanuel Farm Rd', 'Brunswick', 'Glynn', 'GA', '31523', 31.1363, -81.5474],
  ['PORT', 'JAXPORT Blount Island Marine Terminal', '9620 Dave Rawls Blvd', 'Jacksonville', 'Duval', 'FL', '32226', 30.4046, -81.52],
  ['PORT', 'Port of Wilmington', '1 Hausel Rd', 'Wilmington', 'New Castle', 'DE', '19801', 39.7163, -75.5238],
  ['HUB', 'Legwork East Hub – BWI', '7466 New Ridge Rd', 'Hanover', 'Anne Arundel', 'MD', '21076', 39.1745, -76.709, undefined, 'BWI'],
  ['HUB', 'Legwork East Hub – Edison', '300 Raritan Center Pkwy', 'Edison', 'Middlesex', 'NJ', '08837', 40.517, -74.347, undefined, 'EWR'],
  ['HUB', 'Legwork East Hub – Atlanta', '4500 Fulton Industrial Blvd SW', 'Atlanta', 'Fulton', 'GA', '30336', 33.736, -84.56, undefined, 'ATL'],
  ['HUB', 'Legwork East Hub – Charlotte', '5100 Wilkinson Blvd', 'Charlotte', 'Mecklenburg', 'NC', '28208', 35.225, -80.928, undefined, 'CLT'],
  ['COMMERCIAL', 'Northwind Motors Downtown', '1500 N Broad St', 'Philadelphia', 'Philadelphia', 'PA', '19121', 39.976, -75.158, 'NWM-DT'],
  ['COMMERCIAL', 'Northwind Motors Airport', '8800 Essington Ave', 'Philadelphia', 'Philadelphia', 'PA', '19153', 39.88, -75.24, 'NWM-AP'],
  ['COMMERCIAL', 'Harbor Rentals Logan', '15 Transportation Way', 'Boston', 'Suffolk', 'MA', '02128', 42.37, -71.02, 'HBR-LG'],
  ['COMMERCIAL', 'Harbor Rentals BWI', '7432 New Ridge Rd', 'Hanover', 'Anne Arundel', 'MD', '21076', 39.176, -76.705, 'HBR-BWI'],
  ['COMMERCIAL', 'Summit Honda Richmond', '8800 W Broad St', 'Richmond', 'Henrico', 'VA', '23294', 37.648, -77.58, 'SAG-RIC'],
  ['COMMERCIAL', 'Summit Ford Raleigh', '5800 Capital Blvd', 'Raleigh', 'Wake', 'NC', '27616', 35.868, -78.581, 'SAG-RAL'],
  ['COMMERCIAL', 'Coastal Car Rental Orlando Airport', '9300 Airport Blvd', 'Orlando', 'Orange', 'FL', '32827', 28.431, -81.308, 'CCR-MCO'],
  ['COMMERCIAL', 'Coastal Car Rental Miami', '3900 NW 25th St', 'Miami', 'Miami-Dade', 'FL', '33142', 25.799, -80.264, 'CCR-MIA'],
  ['COMMERCIAL', 'Coastal Car Rental Savannah', '400 Airways Ave', 'Savannah', 'Chatham', 'GA', '31408', 32.127, -81.202, 'CCR-SAV'],
  ['COMMERCIAL', 'Keystone Fleet Leasing Pittsburgh', '2000 Smallman St', 'Pittsburgh', 'Allegheny', 'PA', '15222', 40.453, -79.985, 'KFL-PIT'],
  ['COMMERCIAL', 'Keystone Fleet Leasing Harrisburg', '4000 Paxton St', 'Harrisburg', 'Dauphin', 'PA', '17111', 40.265, -76.829, 'KFL-HBG'],
  ['BILLING', 'Summit Auto Group Head Office', '901 E Cary St', 'Richmond', 'Richmond City', 'VA', '23219', 37.539, -77.436, 'SAG'],
  ['STORAGE', 'Legwork Storage – Jessup', '8000 Dorsey Run Rd', 'Jessup', 'Howard', 'MD', '20794', 39.15, -76.778],
  ['STORAGE', 'Doremus Avenue Secure Lot', '500 Doremus Ave', 'Newark', 'Essex', 'NJ', '07105', 40.721, -74.131],
  ['STORAGE', 'Garden City Storage Yard', '3 Grange Rd', 'Garden City', 'Chatham', 'GA', '31408', 32.114, -81.155],
  ['REPAIR', 'Precision Collision Towson', '1000 York Rd', 'Towson', 'Baltimore', 'MD', '21204', 39.399, -76.602],
  ['REPAIR', 'Route 1 Auto Body', '1100 US Highway 1', 'Woodbridge', 'Middlesex', 'NJ', '07095', 40.556, -74.283],
  ['REPAIR', 'Peachtree Collision Center', '2000 Cheshire Bridge Rd NE', 'Atlanta', 'Fulton', 'GA', '30324', 33.813, -84.35],
  ['REPAIR', 'Queen City Fleet Repair', '3100 N Graham St', 'Charlotte', 'Mecklenburg', 'NC', '28206', 35.255, -80.818],
  ['REGISTRATION', 'MVA Glen Burnie', '6601 Ritchie Hwy NE', 'Glen Burnie', 'Anne Arundel', 'MD', '21062', 39.166, -76.625],
  ['REGISTRATION', 'Fulton County Tag Office', '141 Pryor St SW', 'Atlanta', 'Fulton', 'GA', '30303', 33.749, -84.392],
  ['RESIDENCE', 'Residence – Hoboken', '42 Hudson St', 'Hoboken', 'Hudson', 'NJ', '07030', 40.737, -74.03],
  ['RESIDENCE', 'Residence – Charleston', '118 Meeting St', 'Charleston', 'Charleston', 'SC', '29401', 32.779, -79.931],
  ['RESIDENCE', 'Residence – Arlington', '1200 N Garfield St', 'Arlington', 'Arlington', 'VA', '22201', 38.887, -77.088],
] satisfies PlaceTuple[]).map(place);

export const NORTH_PLACES: Place[] = ([
  ['PORT', 'Port of Halifax – Autoport', '1180 Main Rd', 'Eastern Passage', null, 'NS', 'B3G 1M4', 44.608, -63.493],
  ['PORT', 'Port of Vancouver – Annacis Auto Terminal', '1500 Cliveden Ave', 'Delta', null, 'BC', 'V3M 6P7', 49.177, -122.95],
  ['HUB', 'Legwork North Hub – Mississauga', '6300 Kestrel Rd', 'Mississauga', null, 'ON', 'L5T 1Z8', 43.653, -79.681, undefined, 'YYZ'],
  ['HUB', 'Legwork North Hub – Montréal', '9000 Boul Henri-Bourassa O', 'Saint-Laurent', null, 'QC', 'H4S 1P7', 45.51, -73.72, undefined, 'YUL'],
  ['HUB', 'Legwork North Hub – Calgary', '4500 72 Ave SE', 'Calgary', null, 'AB', 'T2C 4C2', 50.985, -113.97, undefined, 'YYC'],
  ['COMMERCIAL', 'Maple Fleet Toronto', '1 Yorkdale Rd', 'Toronto', null, 'ON', 'M6A 3A1', 43.725, -79.452, 'MFL-TO'],
  ['COMMERCIAL', 'Maple Fleet Ottawa', '1900 Baseline Rd', 'Ottawa', null, 'ON', 'K2C 0C7', 45.36, -75.74, 'MFL-OTT'],
  ['COMMERCIAL', 'Prairie Truck Centre Regina', '1000 McDonald St', 'Regina', null, 'SK', 'S4N 2X4', 50.461, -104.57, 'PTC-REG'],
  ['COMMERCIAL', 'Prairie Truck Centre Winnipeg', '1555 Regent Ave W', 'Winnipeg', null, 'MB', 'R2C 4J2', 49.899, -97.061, 'PTC-WPG'],
  ['COMMERCIAL', 'Rocky Mountain Rentals Calgary Airport', '2000 Airport Rd NE', 'Calgary', null, 'AB', 'T2E 6W5', 51.122, -114.013, 'RMR-YYC'],
  ['COMMERCIAL', 'Rocky Mountain Rentals Edmonton', '10200 102 Ave NW', 'Edmonton', null, 'AB', 'T5J 4B7', 53.544, -113.491, 'RMR-YEG'],
  ['COMMERCIAL', 'Atlantic Auto Mall Halifax', '3 Lakeside Park Dr', 'Halifax', null, 'NS', 'B3T 1L7', 44.64, -63.67, 'AAM-HFX'],
  ['COMMERCIAL', 'Laurentide Autos Montréal', '7000 Boul Décarie', 'Montréal', null, 'QC', 'H4P 2H1', 45.496, -73.648, 'LAU-MTL'],
  ['COMMERCIAL', 'Laurentide Autos Québec', '5000 Boul des Gradins', 'Québec', null, 'QC', 'G2J 1A1', 46.86, -71.28, 'LAU-QC'],
  ['STORAGE', 'Legwork North Storage – Vaughan', '200 Zenway Blvd', 'Vaughan', null, 'ON', 'L4H 0L1', 43.79, -79.62],
  ['REPAIR', 'Collision Plus Laval', '2500 Boul Industriel', 'Laval', null, 'QC', 'H7S 2P1', 45.57, -73.74],
  ['REGISTRATION', 'ServiceOntario College Park', '777 Bay St', 'Toronto', null, 'ON', 'M5G 2C8', 43.66, -79.385],
  ['RESIDENCE', 'Residence – Vieux-Montréal', '45 Rue Saint-Paul E', 'Montréal', null, 'QC', 'H2Y 1G2', 45.508, -73.553],
] satisfies PlaceTuple[]).map(place);
