import { z } from 'zod';

export const idParams = z.object({ id: z.string() });

export const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  outside_brazil: z.boolean(),
  rating: z.number(),
  review_count: z.number(),
  min_price: z.number().nullable(),
  is_price_negotiable: z.boolean(),
  verified: z.boolean(),
  services_suspended: z.boolean(),
  created_at: z.string(),
  specialties: z.array(z.string()),
  genres: z.array(z.string()),
  service_types: z.array(z.string()),
});

export const profileSchema = cardSchema.extend({
  bio: z.string().nullable(),
  instagram: z.string().nullable(),
  whatsapp_country_code: z.string(),
  whatsapp_number: z.string().nullable(),
  equipment: z.array(z.string()),
  work_details: z.string().nullable(),
  is_active: z.boolean(),
});

export const searchResultSchema = z.object({
  items: z.array(cardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const serviceSchema = z.object({
  id: z.string(),
  professional_id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  is_price_negotiable: z.boolean(),
});

export const portfolioItemSchema = z.object({
  id: z.string(),
  professional_id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  content_type: z.enum(['audio', 'link']),
  created_at: z.string(),
  updated_at: z.string(),
});

export const publicReviewSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  rating: z.number(),
  comment: z.string(),
  project_url: z.string().nullable(),
  created_at: z.string(),
});

export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
