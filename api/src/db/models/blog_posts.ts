import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const blogPostSchema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    slug: { type: String, required: true, unique: true, trim: true, lowercase: true },
    excerpt: { type: String },
    content: { type: String },
    category: { type: String, trim: true },
    author: { type: String, trim: true },
    readTime: { type: String, default: '5 min read' },
    tags: { type: [String], default: [] },
    metaDescription: { type: String },
    isPublished: { type: Boolean, default: true },
    isFeatured: { type: Boolean, default: false },
    publishedAt: { type: Date, default: Date.now },
  },
  schemaOptions('blog_posts'),
);
blogPostSchema.index({ isPublished: 1, publishedAt: -1 });

export const BlogPostModel = model('BlogPost', blogPostSchema);
