import Joi from 'joi';
import {
  FUEL_EFFICIENCY_MAX,
  FUEL_PRICE_MAX,
  FUEL_TYPES,
  MAX_WAYPOINTS,
  PLACE_TEXT_MAX,
  TOLL_TAGS,
  TRIP_PLANNER_MESSAGES,
  TRUCK_AXLES_MAX,
  TRUCK_AXLES_MIN,
  VEHICLE_TYPES,
  type FuelInfo,
  type TripPlanRequest,
} from './tripPlanner';
import { friendly } from './friendlyMessages';

// Apart from tripPlanner.ts so the trip planner page can load joi only when its form is first
// used (its own export in package.json), while the API takes it from the index as before.
const place = (label: string, message: string) =>
  Joi.string()
    .trim()
    .max(PLACE_TEXT_MAX)
    .required()
    .label(label)
    .messages({ 'any.required': message, 'string.empty': message, 'string.base': message });

const fuelInfoSchema = Joi.object<FuelInfo>({
  fuelType: Joi.string()
    .valid(...FUEL_TYPES)
    .required()
    .messages({ '*': TRIP_PLANNER_MESSAGES.fuelType }),
  fuelEfficiency: Joi.number()
    .greater(0)
    .max(FUEL_EFFICIENCY_MAX)
    .required()
    .messages({ '*': TRIP_PLANNER_MESSAGES.fuelEfficiency }),
  fuelPrice: Joi.number()
    .min(0)
    .max(FUEL_PRICE_MAX)
    .required()
    .messages({ '*': TRIP_PLANNER_MESSAGES.fuelPrice }),
});

/** The trip plan request (spec 001 §3, §5), shared by the form and POST /calculate-route. */
export const tripPlanRequestSchema = friendly(
  Joi.object<TripPlanRequest>({
    origin: place('Origin', TRIP_PLANNER_MESSAGES.missingPlaces),
    destination: place('Destination', TRIP_PLANNER_MESSAGES.missingPlaces),
    waypoints: Joi.array()
      .items(
        Joi.string()
          .trim()
          .max(PLACE_TEXT_MAX)
          .messages({ '*': TRIP_PLANNER_MESSAGES.blankWaypoint }),
      )
      .max(MAX_WAYPOINTS)
      .default([])
      .label('Waypoints')
      .messages({ 'array.max': TRIP_PLANNER_MESSAGES.tooManyWaypoints }),
    vehicleType: Joi.string()
      .valid(...VEHICLE_TYPES)
      .required()
      .messages({ '*': TRIP_PLANNER_MESSAGES.missingVehicleType }),
    truckAxles: Joi.when('vehicleType', {
      is: 'truck',
      then: Joi.number().integer().min(TRUCK_AXLES_MIN).max(TRUCK_AXLES_MAX).required().messages({
        'any.required': TRIP_PLANNER_MESSAGES.axlesRequired,
        '*': TRIP_PLANNER_MESSAGES.axlesRange,
      }),
      otherwise: Joi.forbidden().messages({ '*': TRIP_PLANNER_MESSAGES.axlesTrucksOnly }),
    }),
    departureTime: Joi.date()
      .iso()
      .required()
      .messages({ '*': TRIP_PLANNER_MESSAGES.departureTime }),
    fuelInfo: fuelInfoSchema.required().label('Fuel'),
    tagSelector: Joi.string()
      .valid(...TOLL_TAGS)
      .messages({ '*': TRIP_PLANNER_MESSAGES.tollTag }),
  }),
);
