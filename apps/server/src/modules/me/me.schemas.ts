import { z } from 'zod';

export const ownProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  bio: z.string().nullable(),
  instagram: z.string().nullable(),
  whatsapp_country_code: z.string(),
  whatsapp_number: z.string().nullable(),
  min_price: z.number().nullable(),
  is_price_negotiable: z.boolean(),
  equipment: z.array(z.string()),
  work_details: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  outside_brazil: z.boolean(),
  specialties: z.array(z.string()),
  genres: z.array(z.string()),
  service_types: z.array(z.string()),
  rating: z.number(),
  review_count: z.number(),
  verified: z.boolean(),
  services_suspended: z.boolean(),
  is_blocked: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  profile_status: z.object({
    is_complete: z.boolean(),
    status: z.enum(['cadastro_completo', 'cadastro_incompleto']),
    missing_fields: z.array(z.string()),
    missing: z.array(z.object({ key: z.string(), label: z.string() })),
  }),
  support_email: z.string(),
});

export const statsSchema = z.object({
  views: z.number(),
  clicks: z.number(),
  conversion_rate: z.string(),
  daily: z.array(z.object({ date: z.string(), views: z.number(), clicks: z.number() })),
});

export const rowParams = z.object({ id: z.string() });
