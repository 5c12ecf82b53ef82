import { financialCsv } from './FinancialView';
import { fleetCsv } from './FleetView';
import { iftaCsv } from './IftaView';
import { toCsv } from '@freight/contracts';

describe('report CSV export', () => {
  it('writes the IFTA report by state with quoted cells where needed', () => {
    const csv = iftaCsv({
      year: 2026,
      quarter: 2,
      rows: [],
      byState: [
        { state: 'IL', miles: 307.1, fuelPurchased: 0 },
        { state: 'MO', miles: 292.2, fuelPurchased: 100.5 },
      ],
    });
    expect(csv.fileName).toBe('ifta-2026-q2.csv');
    expect(toCsv(csv.header, csv.rows)).toBe(
      'State,Miles,Fuel Purchased (gal)\r\nIL,307.1,0\r\nMO,292.2,100.5',
    );
    expect(toCsv(['a'], [['x, "y"']])).toBe('a\r\n"x, ""y"""');
  });

  it('writes profit and loss by month to the cent', () => {
    const csv = financialCsv({
      year: 2026,
      months: [
        {
          month: '2026-05',
          revenue: 2500.1,
          driverPay: 650,
          expenses: 400.33,
          profit: 1449.77,
          miles: 1000,
          revenuePerMile: 2.5,
        },
      ],
      expensesByType: [],
      settlements: { rows: [], grossPay: 0, advances: 0, deductions: 0, netPay: 0, unpaid: 0 },
    });
    expect(toCsv(csv.header, csv.rows).split('\r\n')[1]).toBe(
      '2026-05,2500.10,650.00,400.33,1449.77,1000,2.50',
    );
  });

  it('neutralises formulas a carrier typed into names, keeping numbers and negative amounts', () => {
    const csv = fleetCsv({
      year: 2026,
      drivers: [
        { id: 'd1', name: "=cmd|' /C calc'!A0", trips: 1, miles: 10, revenue: -12.5, pay: 0 },
        { id: 'd2', name: '@SUM(1+1)', trips: 0, miles: 0, revenue: 0, pay: 0 },
      ],
      trucks: [
        {
          id: 't1',
          unit: '+T-1',
          trips: 0,
          miles: 0,
          daysOnTrips: 0,
          daysAvailable: 0,
          utilisation: 0,
        },
        {
          id: 't2',
          unit: '-2+3',
          trips: 0,
          miles: 0,
          daysOnTrips: 0,
          daysAvailable: 0,
          utilisation: 0,
        },
        {
          id: 't3',
          unit: '\tT3',
          trips: 0,
          miles: 0,
          daysOnTrips: 0,
          daysAvailable: 0,
          utilisation: 0,
        },
        {
          id: 't4',
          unit: '\rT4',
          trips: 0,
          miles: 0,
          daysOnTrips: 0,
          daysAvailable: 0,
          utilisation: 0,
        },
      ],
      fleetUtilisation: 0,
    });
    expect(toCsv(csv.header, csv.rows).split('\r\n').slice(1)).toEqual([
      `Driver,"'=cmd|' /C calc'!A0",1,10,-12.50,0.00,`,
      `Driver,"'@SUM(1+1)",0,0,0.00,0.00,`,
      `Truck,"'+T-1",0,0,,,0`,
      `Truck,"'-2+3",0,0,,,0`,
      `Truck,"'\tT3",0,0,,,0`,
      `Truck,"'\rT4",0,0,,,0`,
    ]);
  });
});
