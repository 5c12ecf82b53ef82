/**
 * Figures of the offline route estimate. Each is a documented planning constant, not a
 * measurement of any particular road.
 */

/** Mean Earth radius (IUGG, 6,371.0088 km) in statute miles, for great-circle distances. */
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * Road distance per great-circle mile. Ballou, Rahardja & Sakai, "Selected country
 * circuity factors for road travel distance estimation", Transportation Research Part A
 * 36(9), 2002, pp. 843-848, measured 1.20 for the United States.
 */
export const ROAD_CIRCUITY_FACTOR = 1.2;

/**
 * Average moving speeds over a whole trip, mixing interstate (65-80 mph limits for cars,
 * many states cap trucks at 55-70 mph) with urban and ramp sections. Planning figures;
 * rest breaks and traffic are not included.
 */
export const CAR_AVERAGE_MPH = 55;
export const TRUCK_AVERAGE_MPH = 50;

/**
 * Spacing of the points sampled along a route to split its miles by state; between two
 * samples in different states the border is then located to within
 * STATE_BORDER_PRECISION_MILES by bisection.
 */
export const STATE_SAMPLE_MILES = 1;
export const STATE_BORDER_PRECISION_MILES = 0.05;

/** Spacing of the points of an estimated route line sent for the map. */
export const GEOMETRY_STEP_MILES = 20;

/** Longest route line kept (points) from a road-routing provider; longer lines are thinned. */
export const MAX_GEOMETRY_POINTS = 2000;

/** How long the road-routing service may take before the estimate is used instead. */
export const OSRM_TIMEOUT_MS = 4000;

/** FMCSA hours of service for property-carrying drivers, 49 CFR 395.3. */
export const HOS_MAX_DRIVING_HOURS = 11;
export const HOS_OFF_DUTY_HOURS = 10;
export const HOS_BREAK_AFTER_DRIVING_HOURS = 8;
