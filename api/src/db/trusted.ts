import mongoose from 'mongoose';

/**
 * Marks a query operator the code built itself (never user input) as safe from sanitizeFilter,
 * keeping its type for the filter it goes into.
 */
export const trusted = <T>(operator: T): T => mongoose.trusted(operator) as T;
