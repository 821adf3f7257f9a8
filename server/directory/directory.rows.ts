import type {
  ContactType,
  FuelType,
  GeocodeSource,
  LocationType,
  Transmission,
  VehicleClass,
  VehicleColour,
} from '../../src/generated/enums';

// Rows of the directory (clients, customers, locations, vehicles) as its SQL selects them, mapped by codegen.

export type ClientRow = {
  id: string;
  tenantId: string;
  displayName: string;
  code: string | null;
  billingName?: string | null;
  billingEmail?: string | null;
  billingPhone?: string | null;
  version?: number;
  createdAt?: Date;
  deletedAt: Date | null;
};

export type CustomerRow = ClientRow & { clientId: string };

export type LocationRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  customerId: string | null;
  name: string;
  type: LocationType;
  address1: string;
  address2: string | null;
  city: string;
  county: string | null;
  stateProvince: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
  geocodeSource: GeocodeSource;
  contactName: string | null;
  contactPhone: string | null;
  hours: string | null;
  version: number;
  createdAt: Date;
  deletedAt: Date | null;
};

export type VehicleRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  vehicleClass: VehicleClass | null;
  colour: VehicleColour | null;
  fuelType: FuelType;
  transmission: Transmission;
  plate: string | null;
  plateState: string | null;
  odometer: number | null;
  keys: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

export type ClientContactRow = {
  id: string;
  type: ContactType;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
};
