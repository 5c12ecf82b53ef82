import type { DriverInput, PlannedLoadInput, TrailerInput, TruckInput } from '@freight/contracts';

const DAY_MS = 86_400_000;
const dayFrom = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * What a new FleetFolio account starts with, so its first view matches the spec's built-in
 * sample data: loads Planned and In Transit, drivers at 0.65 and 0.70 per mile, equipment
 * Active, Maintenance and Available. Load dates are set around the day of registration.
 */
export function sampleData(today = new Date()) {
  const loads: PlannedLoadInput[] = [
    {
      loadNumber: 'LD-1001',
      customer: 'Midwest Foods Inc.',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      pickupDate: dayFrom(today, 2),
      deliveryDate: dayFrom(today, 4),
      rate: 2450,
      status: 'planned',
    },
    {
      loadNumber: 'LD-1002',
      customer: 'Southeast Distribution Co.',
      pickupLocation: 'Atlanta, GA',
      deliveryLocation: 'Orlando, FL',
      pickupDate: dayFrom(today, -1),
      deliveryDate: dayFrom(today, 1),
      rate: 1850,
      status: 'in_transit',
    },
  ];
  const drivers: DriverInput[] = [
    {
      name: 'John Smith',
      license: 'CDL-A-4821937',
      phone: '(555) 123-4567',
      email: 'john.smith@example.com',
      payRate: 0.65,
      status: 'active',
    },
    {
      name: 'Maria Garcia',
      license: 'CDL-A-7390214',
      phone: '(555) 987-6543',
      email: 'maria.garcia@example.com',
      payRate: 0.7,
      status: 'available',
    },
  ];
  const trucks: TruckInput[] = [
    { unit: 'T-101', year: 2021, make: 'freightliner', model: 'Cascadia', status: 'active' },
    { unit: 'T-102', year: 2019, make: 'peterbilt', model: '579', status: 'maintenance' },
  ];
  const trailers: TrailerInput[] = [
    { unit: 'TR-201', year: 2020, make: 'great-dane', model: 'dry-van', status: 'available' },
  ];
  return { loads, drivers, trucks, trailers };
}
