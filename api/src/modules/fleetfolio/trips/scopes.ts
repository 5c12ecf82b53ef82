import type { ClientSession } from 'mongoose';
import {
  TmsDriverModel,
  TmsExpenseModel,
  TmsMilesByStateModel,
  TmsPlannedLoadModel,
  TmsTrailerModel,
  TmsTripLoadModel,
  TmsTripModel,
  TmsTripStopModel,
  TmsTruckModel,
} from '../../../db/models';
import { scoped } from '../../../db/ownerScope';

/** Every collection a trip touches, scoped to one owner (and one transaction when given). */
export function tripScopes(ownerId: string, session?: ClientSession) {
  const options = { session };
  return {
    trips: scoped(TmsTripModel, ownerId, options),
    links: scoped(TmsTripLoadModel, ownerId, options),
    stops: scoped(TmsTripStopModel, ownerId, options),
    expenses: scoped(TmsExpenseModel, ownerId, options),
    loads: scoped(TmsPlannedLoadModel, ownerId, options),
    drivers: scoped(TmsDriverModel, ownerId, options),
    trucks: scoped(TmsTruckModel, ownerId, options),
    trailers: scoped(TmsTrailerModel, ownerId, options),
    milesByState: scoped(TmsMilesByStateModel, ownerId, options),
  };
}

export type TripScopes = ReturnType<typeof tripScopes>;
