export interface TourStep {
  title: string;
  content: string;
  /** The `data-tour` value of the control the step points at; absent on screen, it is skipped. */
  target: string;
  /** The control in words, for whoever cannot see the highlight. */
  pointsAt: string;
}

/** The `data-tour` attribute of a control a step points at. */
export const tourTarget = (target: string) => ({ 'data-tour': target });

/**
 * The Load Planner's guided tour (spec 001 §2, §9): 5 steps, each pointing at a control on the
 * screen; steps about a load row are skipped while there is no load.
 */
export const LOAD_PLANNER_TOUR: readonly TourStep[] = [
  {
    title: 'Welcome to the Load Planner',
    content:
      'Plan every load here first. A planned load is later assigned to a trip, then invoiced when it is delivered.',
    target: 'load-planner-intro',
    pointsAt: 'the Load Planner heading',
  },
  {
    title: 'Load Number and Customer',
    content:
      'Add Planned Load opens the form: enter your load or rate confirmation number and the customer. Saved customers are suggested as you type; a new one is saved to your address book.',
    target: 'add-load',
    pointsAt: 'the Add Planned Load button',
  },
  {
    title: 'Pickup and Delivery',
    content:
      'Each load shows where the freight is picked up and delivered (City, State) with the pickup and delivery dates.',
    target: 'load-route',
    pointsAt: 'the pickup of the first planned load in the table',
  },
  {
    title: 'Rate',
    content: 'The agreed rate of the load in dollars. It is used for your revenue figures.',
    target: 'load-rate',
    pointsAt: 'the rate of the first planned load',
  },
  {
    title: 'Create a Trip',
    content:
      'When the load is ready to move, use Create Trip on its row to choose the truck and driver.',
    target: 'create-trip',
    pointsAt: 'the Create Trip button of the first planned load',
  },
];

/** Browser flag: the tour was finished or skipped once (spec: a flag kept in the browser). */
export const TOUR_SEEN_KEY = 'fleetfolio.loadPlannerTourSeen';

/** Delay between finishing the tour and opening the add-load form (about half a second). */
export const TOUR_FINISH_DELAY_MS = 500;
