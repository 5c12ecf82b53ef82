import { lazyExport } from '@freight/runtime';

// Each tab's panel is loaded apart: the first screen evaluates the Dashboard's code alone (the
// tabs together took 190-245 ms on a phone-speed CPU). FleetFolioTabs loads the others after
// the member's first press or key, one at a time while the page is idle: the forms' validation
// library (joi) alone takes 270 ms to evaluate there, which is not spent while the page loads.
const loadLoadPlanner = () => import('../features/load-planner/LoadPlannerTab');
const loadTrips = () => import('../features/trips/TripsTab');
const loadDispatchBoard = () => import('../features/dispatch-board/DispatchBoard');
const loadInvoices = () => import('../features/invoices/InvoicesTab');
const loadDrivers = () => import('../features/drivers/DriversTab');
const loadSettlements = () => import('../features/settlements/SettlementsTab');
const loadEquipment = () => import('../features/equipment/EquipmentTab');
const loadSettings = () => import('./SettingsPanel');
const loadTeam = () => import('../features/team/TeamPanel');
const loadActivityLog = () => import('../features/team/ActivityLog');

export const LoadPlannerTab = lazyExport(loadLoadPlanner, 'LoadPlannerTab');
export const TripsTab = lazyExport(loadTrips, 'TripsTab');
export const DispatchBoard = lazyExport(loadDispatchBoard, 'DispatchBoard');
export const InvoicesTab = lazyExport(loadInvoices, 'InvoicesTab');
export const DriversTab = lazyExport(loadDrivers, 'DriversTab');
export const SettlementsTab = lazyExport(loadSettlements, 'SettlementsTab');
export const EquipmentTab = lazyExport(loadEquipment, 'EquipmentTab');
export const SettingsPanel = lazyExport(loadSettings, 'SettingsPanel');
export const TeamPanel = lazyExport(loadTeam, 'TeamPanel');
export const ActivityLog = lazyExport(loadActivityLog, 'ActivityLog');
// Its charts (recharts) are most of the area's code: loaded when the tab is first opened.
export const ReportsTab = lazyExport(() => import('../features/reports/ReportsTab'), 'ReportsTab');

/**
 * The panels loaded after the first screen, by tab, in the tabs' order (Reports waits to be
 * opened). FleetFolioTabs loads those of the role's tabs.
 */
export const PANELS_TO_PRELOAD = [
  ['Load Planner', loadLoadPlanner],
  ['Trips', loadTrips],
  ['Dispatch Board', loadDispatchBoard],
  ['Invoices', loadInvoices],
  ['Drivers', loadDrivers],
  ['Settlements', loadSettlements],
  ['Equipment', loadEquipment],
  ['Settings & More', loadSettings],
  ['Team', loadTeam],
  ['Activity Log', loadActivityLog],
] as const;
