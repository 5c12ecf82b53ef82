import { lazyExport } from '@freight/runtime';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@freight/ui';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { DashboardOverview } from '../features/dashboard/DashboardOverview';
import { DriversTab } from '../features/drivers/DriversTab';
import { EquipmentTab } from '../features/equipment/EquipmentTab';
import { InvoicesTab } from '../features/invoices/InvoicesTab';
import { LoadPlannerTab } from '../features/load-planner/LoadPlannerTab';
import { SettingsPanel } from './SettingsPanel';
import { TripsTab, type TripDraft } from '../features/trips/TripsTab';

// Its charts (recharts) are most of the area's code: loaded when the tab is first opened.
const ReportsTab = lazyExport(() => import('../features/reports/ReportsTab'), 'ReportsTab');

export const TABS = [
  'Dashboard',
  'Load Planner',
  'Trips',
  'Invoices',
  'Drivers',
  'Equipment',
  'Reports',
  'Settings & More',
] as const;
export type TabName = (typeof TABS)[number];

/**
 * The eight tabs, composed from their features. The selected tab and the trip draft (a load
 * or driver chosen on another tab for the next trip) are app-level state shared between them.
 */
export function FleetFolioTabs() {
  const [tab, setTab] = useState<TabName>('Dashboard');
  const [tripDraft, setTripDraft] = useState<TripDraft | null>(null);
  const startTrip = useCallback((draft: TripDraft) => {
    setTripDraft(draft);
    setTab('Trips');
  }, []);

  // Made once per trip draft, not per tab change: the panel being left keeps its elements and
  // is not re-rendered in the click's render (ui Tabs renders the new one deferred).
  const panels = useMemo<Record<TabName, ReactNode>>(
    () => ({
      Dashboard: <DashboardOverview onOpenStep={setTab} />,
      'Load Planner': (
        <LoadPlannerTab
          onCreateTrip={(load) => startTrip({ loadId: load.id, label: `Load ${load.loadNumber}` })}
        />
      ),
      Trips: <TripsTab draft={tripDraft} onDraftUsed={() => setTripDraft(null)} />,
      Invoices: <InvoicesTab />,
      Drivers: (
        <DriversTab
          onAssignTrip={(driver) =>
            startTrip({ driverId: driver.id, label: `Driver ${driver.name}` })
          }
        />
      ),
      Equipment: <EquipmentTab />,
      Reports: (
        <Suspense fallback={<Skeleton $height="24rem" />}>
          <ReportsTab />
        </Suspense>
      ),
      'Settings & More': <SettingsPanel />,
    }),
    [tripDraft, startTrip],
  );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabName)}>
      <TabList label="FleetFolio sections">
        {TABS.map((name) => (
          <Tab key={name} value={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {TABS.map((name) => (
        <TabPanel key={name} value={name}>
          {panels[name]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
