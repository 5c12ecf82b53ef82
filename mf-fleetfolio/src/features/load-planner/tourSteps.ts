export interface TourStep {
  title: string;
  content: string;
}

/** The Load Planner's guided tour: 5 steps (spec 001 §2, §9). */
export const LOAD_PLANNER_TOUR: readonly TourStep[] = [
  {
    title: 'Welcome to the Load Planner',
    content:
      'Plan every load here first. A planned load is later assigned to a trip, then invoiced when it is delivered.',
  },
  {
    title: 'Load Number and Customer',
    content:
      'Enter your load or rate confirmation number and the customer. The customer is saved to your address book for next time.',
  },
  {
    title: 'Pickup and Delivery',
    content:
      'Enter where the freight is picked up and delivered as City, State, with the pickup and delivery dates.',
  },
  {
    title: 'Rate',
    content: 'Enter the agreed rate for the load in dollars. It is used for your revenue figures.',
  },
  {
    title: 'Create a Trip',
    content:
      'When the load is ready to move, use Create Trip on its card to choose the truck and driver.',
  },
];

/** Browser flag: the tour was finished or skipped once (spec: a flag kept in the browser). */
export const TOUR_SEEN_KEY = 'fleetfolio.loadPlannerTourSeen';

/** Delay between finishing the tour and opening the add-load form (about half a second). */
export const TOUR_FINISH_DELAY_MS = 500;
