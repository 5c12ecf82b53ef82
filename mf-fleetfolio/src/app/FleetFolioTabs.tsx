import type { FleetRole } from '@freight/contracts';
import { lazyExport } from '@freight/runtime';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@freight/ui';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { DashboardOverview } from '../features/dashboard/DashboardOverview';
import { DispatchBoard } from '../features/dispatch-board/DispatchBoard';
import { DriversTab } from '../features/drivers/DriversTab';
import { EquipmentTab } from '../features/equipment/EquipmentTab';
import { InvoicesTab } from '../features/invoices/InvoicesTab';
import { LoadPlannerTab } from '../features/load-planner/LoadPlannerTab';
import { SettlementsTab } from '../features/settlements/SettlementsTab';
import { ActivityLog } from '../features/team/ActivityLog';
import { TeamPanel } from '../features/team/TeamPanel';
import { TripsTab, type TripDraft } from '../features/trips/TripsTab';
import { SettingsPanel } from './SettingsPanel';

// Its charts (recharts) are most of the area's code: loaded when the tab is first opened.
const ReportsTab = lazyExport(() => import('../features/reports/ReportsTab'), 'ReportsTab');

export const TABS = [
  'Dashboard',
  'Load Planner',
  'Trips',
  'Dispatch Board',
  'Invoices',
  'Drivers',
  'Settlements',
  'Equipment',
  'Reports',
  'Settings & More',
  'Team',
  'Activity Log',
] as const;
export type TabName = (typeof TABS)[number];

/**
 * The tabs each role sees (issue 22). A dispatcher runs loads, trips, drivers, equipment,
 * customers and documents: no invoices, settlements (driver pay), reports (money), team or log. The server refuses the
 * same calls; a driver has the phone view instead of the tabs.
 */
export const TABS_OF: Record<Exclude<FleetRole, 'driver'>, readonly TabName[]> = {
  owner: TABS,
  dispatcher: [
    'Dashboard',
    'Load Planner',
    'Trips',
    'Dispatch Board',
    'Drivers',
    'Equipment',
    'Settings & More',
  ],
};

/**
 * The role's tabs, composed from their features. The selected tab and the trip draft (a load
 * or driver chosen on another tab for the next trip) are app-level state shared between them.
 */
export function FleetFolioTabs({ role }: { role: Exclude<FleetRole, 'driver'> }) {
  const tabs = TABS_OF[role];
  const [chosen, setTab] = useState<TabName>('Dashboard');
  // After a transfer of ownership the former owner's Team tab is gone: back to the Dashboard.
  const tab = tabs.includes(chosen) ? chosen : 'Dashboard';
  const [tripDraft, setTripDraft] = useState<TripDraft | null>(null);
  const startTrip = useCallback((draft: TripDraft) => {
    setTripDraft(draft);
    setTab('Trips');
  }, []);
  // A trip chosen on the dispatch board: the Trips tab shows it and moves the focus to it.
  const [openTripId, setOpenTripId] = useState<string | null>(null);
  const openTrip = useCallback((tripId: string) => {
    setOpenTripId(tripId);
    setTab('Trips');
  }, []);

  // Made once per trip draft, not per tab change: the panel being left keeps its elements and
  // is not re-rendered in the click's render (ui Tabs renders the new one deferred).
  const panels = useMemo<Record<TabName, ReactNode>>(
    () => ({
      Dashboard: <DashboardOverview onOpenStep={setTab} isOwner={role === 'owner'} />,
      'Load Planner': (
        <LoadPlannerTab
          onCreateTrip={(load) => startTrip({ loadId: load.id, label: `Load ${load.loadNumber}` })}
        />
      ),
      Trips: (
        <TripsTab
          draft={tripDraft}
          onDraftUsed={() => setTripDraft(null)}
          openTripId={openTripId}
          onTripOpened={() => setOpenTripId(null)}
        />
      ),
      'Dispatch Board': <DispatchBoard onOpenTrip={openTrip} />,
      Invoices: <InvoicesTab />,
      Drivers: (
        <DriversTab
          canSetPay={role === 'owner'}
          onAssignTrip={(driver) =>
            startTrip({ driverId: driver.id, label: `Driver ${driver.name}` })
          }
        />
      ),
      Settlements: <SettlementsTab />,
      Equipment: <EquipmentTab />,
      Reports: (
        <Suspense fallback={<Skeleton $height="24rem" />}>
          <ReportsTab />
        </Suspense>
      ),
      'Settings & More': <SettingsPanel />,
      Team: <TeamPanel />,
      'Activity Log': <ActivityLog />,
    }),
    [tripDraft, startTrip, openTripId, openTrip, role],
  );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabName)}>
      <TabList label="FleetFolio sections">
        {tabs.map((name) => (
          <Tab key={name} value={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {tabs.map((name) => (
        <TabPanel key={name} value={name}>
          {panels[name]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
