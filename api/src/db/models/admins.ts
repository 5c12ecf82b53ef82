import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const adminSchema = new Schema(
  {
    username: { type: String, required: true, unique: true, trim: true },
    passwordHash: { type: String, required: true },
    email: { type: String, required: true, unique: true, trim: true, lowercase: true },
    firstName: { type: String, trim: true },
    lastName: { type: String, trim: true },
    isActive: { type: Boolean, default: true },
  },
  schemaOptions('admins'),
);

export const AdminModel = model('Admin', adminSchema);
