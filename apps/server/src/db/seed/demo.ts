import { sql } from 'drizzle-orm';
import { UPLOAD_CACHE_SECONDS } from '@app/domain/constants/business';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { municipalityNamed } from '@app/domain/rules/place-name';
import type { Storage } from '../../adapters/storage/storage.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { recomputeRating } from '../../modules/professionals/professional-read.ts';
import { timestamptz, type Database } from '../client.ts';
import * as t from '../schema.ts';
import { demoPhotoNames, readDemoPhotos } from './demo-photos.ts';
import { demoTrack } from './demo-audio.ts';
import { DEMO_PROFESSIONALS, DEMO_REVIEWERS, type DemoProfessional } from './demo-data.ts';
import { seedDemoRequests } from './demo-requests.ts';

/**
 * A few busy days in the next months, different for each demo professional: some weekends taken
 * (the days events are booked) and one run of days away, so that the calendar, 'Livre em' and the
 * brief's 'Ocupado nesta data' have something to show.
 */
function demoBusyDays(index: number, today: string): string[] {
  const days: string[] = [];
  for (let offset = 1; offset <= 120; offset++) {
    const day = addDays(today, offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const week = Math.floor(offset / 7);
    if ((weekday === 6 || weekday === 5) && (week + index) % 3 === 0) days.push(day);
  }
  const away = 10 + ((index * 7) % 40);
  for (let i = 0; i < 3; i++) days.push(addDays(today, away + i));
  return [...new Set(days)];
}

/** A demo city's IBGE code: the name must mean one municipality (in its state, when given). */
function demoPlace(name: string, stateName: string | null): number {
  const place = municipalityNamed(name, stateName);
  if (!place) throw new Error(`Demo city not in the official list: ${name}`);
  return place.code;
}

function demoPackage(s: DemoProfessional['services'][number]) {
  return {
    title: s.title,
    description: s.description,
    priceCents: s.price === null ? null : s.price * 100,
    priceFrom: Boolean(s.from),
    isPriceNegotiable: s.price === null,
    included: s.included ?? [],
    durationValue: s.hours ?? s.days ?? null,
    durationUnit: s.hours ? 'hours' : s.days ? 'days' : null,
    revisions: s.revisions ?? null,
    occasions: s.occasions ?? [],
  };
}

export const DEMO_PASSWORD = 'Palco@2026!';
const DAY = 24 * 60 * 60 * 1000;

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

export const demoEmail = (name: string) => `${slug(name)}@demo.palcobrasil.com.br`;

/** Fills an empty marketplace with the demo professionals; does nothing once anyone exists. */
export async function seedDemo(db: Database, storage: Storage, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.professionals);
  if (count > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));
  const specialtyIds = ids(await db.select().from(t.specialties));
  const genreIds = ids(await db.select().from(t.genres));
  const typeIds = ids(await db.select().from(t.serviceTypes));

  // One transaction for the whole demo: a first start stopped halfway (Ctrl+C during the build,
  // while `npm start` prepares the database) leaves no half-made marketplace, which the check
  // above would keep for good.
  await db.transaction(async (tx) => {
    const seeded: { professionalId: string; index: number; demo: DemoProfessional }[] = [];
    for (const [index, demo] of DEMO_PROFESSIONALS.entries()) {
      const createdAt = new Date(now.getTime() - demo.monthsAgo * 30 * DAY - index * DAY);
      const [user] = await tx
        .insert(t.users)
        .values({ email: demoEmail(demo.name), passwordHash, name: demo.name, emailConfirmedAt: createdAt, createdAt })
        .returning({ id: t.users.id });
      const pictures = await readDemoPhotos(index);
      const names = demoPhotoNames(index);
      const photoOptions = { contentType: 'image/webp', cacheSeconds: 3600 };
      const photo = await storage.put(`profile-images/${names.photo}`, pictures.photo, photoOptions);
      const cardPhoto = await storage.put(`profile-images/${names.card}`, pictures.card, photoOptions);
      const [pro] = await tx
        .insert(t.professionals)
        .values({
          userId: user!.id,
          name: demo.name,
          image: photo.url,
          imageSmall: cardPhoto.url,
          description: demo.description,
          instagram: demo.instagram ?? null,
          whatsappCountryCode: demo.countryCode ?? '55',
          whatsappNumber: demo.whatsapp,
          minPrice: demo.minPrice,
          isPriceNegotiable: demo.negotiable ?? false,
          // Who plays corporate events invoices the companies that hire them.
          issuesInvoice: demo.occasions.includes('evento-corporativo'),
          // Every demo professional is listed, and listing requires the team's verification.
          verified: true,
          servicesSuspended: demo.suspended ?? false,
          city: demo.city ?? null,
          state: demo.state ?? null,
          cityCode: demo.city ? demoPlace(demo.city, demo.state ?? null) : null,
          serviceCityCodes: demo.serviceCities.map((name) => demoPlace(name, null)),
          instruments: demo.instruments,
          languages: demo.languages ?? ['portugues'],
          occasions: demo.occasions,
          country: demo.country ?? null,
          outsideBrazil: Boolean(demo.country),
          equipment: demo.equipment,
          workDetails: demo.workDetails ?? null,
          createdAt,
        })
        .returning({ id: t.professionals.id });
      const professionalId = pro!.id;
      seeded.push({ professionalId, index, demo });
      const link = (names: string[], map: Map<string, number>) => names.map((n) => map.get(n)!).filter(Boolean);
      await tx
        .insert(t.professionalSpecialties)
        .values(link(demo.specialties, specialtyIds).map((specialtyId) => ({ professionalId, specialtyId })));
      await tx
        .insert(t.professionalGenres)
        .values(link(demo.genres, genreIds).map((genreId) => ({ professionalId, genreId })));
      await tx
        .insert(t.professionalServiceTypes)
        .values(link(demo.serviceTypes, typeIds).map((serviceTypeId) => ({ professionalId, serviceTypeId })));
      await tx.insert(t.services).values(demo.services.map((s) => ({ professionalId, ...demoPackage(s) })));
      const busy = demoBusyDays(index, brazilDay(now));
      if (busy.length)
        await tx.insert(t.busyDays).values(busy.map((day) => ({ professionalId, day, source: 'manual' })));
      const portfolio: (typeof t.portfolioItems.$inferInsert)[] = await Promise.all(
        demo.portfolio.map(async (p, k): Promise<typeof t.portfolioItems.$inferInsert> => {
          if (p.type === 'link')
            return {
              professionalId,
              title: p.title,
              description: p.description,
              url: p.url,
              contentType: 'link',
              durationSeconds: null,
            };
          // Each item sounds like another of the person's genres.
          const track = demoTrack([...demo.genres.slice(k), ...demo.genres.slice(0, k)], index * 7 + k);
          const stored = await storage.put(`portfolio-audio/${professionalId}-demo-${k + 1}.wav`, track.file, {
            contentType: 'audio/wav',
            cacheSeconds: UPLOAD_CACHE_SECONDS,
          });
          return {
            professionalId,
            title: p.title,
            description: p.description,
            url: stored.url,
            contentType: 'audio',
            durationSeconds: track.durationSeconds,
          };
        }),
      );
      await tx.insert(t.portfolioItems).values(portfolio);
      if (demo.ratings.length)
        await tx.insert(t.reviews).values(
          demo.ratings.map((rating, i) => {
            const [userName, comment] = DEMO_REVIEWERS[(index + i) % DEMO_REVIEWERS.length]!;
            return {
              professionalId,
              userName,
              userEmail: `${slug(userName)}.${index}@exemplo.com.br`,
              rating,
              comment,
              // The work reviewed is the professional's own, not a reference they cite.
              projectUrl: portfolio[0]?.url ?? null,
              isApproved: true,
              confirmedAt: createdAt,
              moderatedAt: createdAt,
              createdAt: new Date(now.getTime() - (i + 1) * 9 * DAY - index * 3600_000),
            };
          }),
        );
      await recomputeRating(tx, professionalId);
      await tx.insert(t.subscriptions).values({
        professionalId,
        provider: 'test',
        providerSubscriptionId: `demo_${index + 1}`,
        status: 'active',
        currentPeriodEndsAt: new Date(now.getTime() + 3650 * DAY),
        createdAt,
        updatedAt: createdAt,
      });
      const views = 40 + ((index * 37) % 260);
      const clicks = Math.round(views * (0.05 + (index % 5) * 0.02));
      await tx.insert(t.profileViews).values({ professionalId, viewCount: views, contactClicks: clicks });
      // The same views and clicks, spread over the last 30 days, so the charts have a history.
      for (const [type, count] of [
        ['profile_view', views],
        ['contact_click', clicks],
      ] as const) {
        await tx.execute(sql`
          insert into professional_interactions (professional_id, visitor_id, interaction_type, created_at)
          select ${professionalId}, 'demo-visitante-' || g, ${type},
            ${timestamptz(now)} - ((g * 7919 + ${index * 31}) % (30 * 24 * 60)) * interval '1 minute'
          from generate_series(1, ${count}::int) g`);
      }
      // Appearances in search (several for each view, as in a real funnel), day by day, and the
      // words and cities of the searches that showed the card: the Painel's funnel has numbers.
      await tx.execute(sql`
        insert into search_appearances (professional_id, day, count)
        select ${professionalId}, (${brazilDay(now)}::date - g), greatest(1, (${views * 6} / 30) + ((g * 13 + ${index}) % 9) - 4)
        from generate_series(0, 29) g`);
      const terms = [
        ...demo.specialties
          .slice(0, 2)
          .map((value, k) => ({ kind: 'words' as const, value: value.toLowerCase(), count: 40 - k * 15 })),
        ...(demo.city ? [{ kind: 'city' as const, value: demo.city, count: 25 }] : []),
      ];
      if (terms.length)
        await tx
          .insert(t.searchAppearanceTerms)
          .values(terms.map((term) => ({ professionalId, day: addDays(brazilDay(now), -(index % 5)), ...term })));
    }
    await seedDemoRequests(tx, seeded, now, (demo) => demoEmail(demo.name));
  });
  return true;
}
