import type { FleetRole } from '@freight/contracts';
import { PartErrorBoundary, preloadAfterFirstInput, useTabAddress } from '@freight/runtime';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@freight/ui';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DashboardOverview } from '../features/dashboard/DashboardOverview';
import type { TripDraft } from '../features/trips/TripsTab';
import { UndoProvider } from '../shared/UndoNotice';
import {
  ActivityLog,
  DispatchBoard,
  DriversTab,
  EquipmentTab,
  InvoicesTab,
  LoadPlannerTab,
  PANELS_TO_PRELOAD,
  ReportsTab,
  SettingsPanel,
  SettlementsTab,
  TeamPanel,
  TripsTab,
} from './tabPanels';

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

/** Where the tabs live: the Dashboard at `/fleetfolio`, the others at `/fleetfolio/<slug>`. */
const FLEETFOLIO_PATH = '/fleetfolio';

/**
 * The role's tabs, composed from their features. The selected tab lives in the address (its
 * slug from the tab's name: `/fleetfolio/dispatch-board`); a tab the role may not see, as the
 * former owner's Team tab after a transfer of ownership, is replaced by the Dashboard. The trip
 * draft (a load or driver chosen on another tab for the next trip) is app-level state shared
 * between them.
 */
export function FleetFolioTabs({ role }: { role: Exclude<FleetRole, 'driver'> }) {
  const tabs = TABS_OF[role];
  const { tab, selectTab } = useTabAddress(FLEETFOLIO_PATH, tabs);
  const [tripDraft, setTripDraft] = useState<TripDraft | null>(null);
  const startTrip = useCallback(
    (draft: TripDraft) => {
      setTripDraft(draft);
      selectTab('Trips');
    },
    [selectTab],
  );
  // A trip's address (/fleetfolio/trips/<id>, from the dispatch board or a link): the Trips tab
  // shows it and moves the focus to it, once per address.
  const { record } = useParams();
  const [focusedTrip, setFocusedTrip] = useState<string | null>(null);
  const tripRecord = tab === 'Trips' ? (record ?? null) : null;
  const focusTrip = tripRecord !== null && tripRecord !== focusedTrip;
  const navigate = useNavigate();
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });
  const openTrip = useCallback((tripId: string) => {
    go.current(`${FLEETFOLIO_PATH}/trips/${encodeURIComponent(tripId)}`);
  }, []);
  useEffect(
    () =>
      preloadAfterFirstInput(
        PANELS_TO_PRELOAD.filter(([name]) => tabs.includes(name)).map(([, load]) => load),
      ),
    [tabs],
  );

  // Made once per trip draft, not per tab change: the panel being left keeps its elements and
  // is not re-rendered in the click's render (ui Tabs renders the new one after that frame).
  const panels = useMemo<Record<TabName, ReactNode>>(
    () => ({
      Dashboard: <DashboardOverview onOpenStep={selectTab} isOwner={role === 'owner'} />,
      'Load Planner': (
        <LoadPlannerTab
          onCreateTrip={(load) => startTrip({ loadId: load.id, label: `Load ${load.loadNumber}` })}
        />
      ),
      Trips: (
        <TripsTab
          draft={tripDraft}
          onDraftUsed={() => setTripDraft(null)}
          tripId={tripRecord}
          focusTrip={focusTrip}
          onTripFocused={() => setFocusedTrip(tripRecord)}
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
      Reports: <ReportsTab />,
      'Settings & More': <SettingsPanel />,
      Team: <TeamPanel />,
      'Activity Log': <ActivityLog />,
    }),
    [tripDraft, startTrip, tripRecord, focusTrip, openTrip, role, selectTab],
  );

  return (
    <UndoProvider>
      <Tabs value={tab} onValueChange={(value) => selectTab(value as TabName)}>
        <TabList label="FleetFolio sections">
          {tabs.map((name) => (
            <Tab key={name} value={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {tabs.map((name) => (
          <TabPanel key={name} value={name}>
            <PartErrorBoundary name={name}>
              <Suspense fallback={<Skeleton $height="24rem" />}>{panels[name]}</Suspense>
            </PartErrorBoundary>
          </TabPanel>
        ))}
      </Tabs>
    </UndoProvider>
  );
}
