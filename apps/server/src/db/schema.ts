import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HIRED_REVIEW_WEIGHT, RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@app/domain/rules/rating';
import { OUTSIDE_BRAZIL_LOCATION } from '@app/domain/constants/catalog';
import { PLAYABLE_URL_HINT } from '@app/domain/rules/media-embed';
import { BOOKING_HORIZON_DEFAULT_DAYS } from '@app/domain/constants/availability';
import { DEFAULT_QUIET_HOURS } from '@app/domain/rules/quiet-hours';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** A list of texts (slugs, names, lines), empty rather than null when there is none. */
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['professional', 'admin'] })
      .notNull()
      .default('professional'),
    emailConfirmedAt: ts('email_confirmed_at'),
    /** The version of the terms and privacy policy the person last accepted, and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: ts('terms_accepted_at'),
    /** The optional notices (domain `OPTIONAL_EMAILS`) this person turned off in 'Configurações'. */
    emailOptOuts: textList('email_opt_outs'),
    /** The kinds of push notification (domain `PUSH_KINDS`) this person turned off. */
    pushOptOuts: textList('push_opt_outs'),
    /**
     * Quiet hours, whole hours of Brasília time: pushes and reminders wait from `quiet_from` until
     * `quiet_until` (the same hour twice: no quiet hours).
     */
    quietFrom: integer('quiet_from').notNull().default(DEFAULT_QUIET_HOURS.from),
    quietUntil: integer('quiet_until').notNull().default(DEFAULT_QUIET_HOURS.until),
    /**
     * The second factor (TOTP, RFC 6238): its secret in base32, set when enrolment starts and in
     * force from `totp_enabled_at`; `totp_last_step` is the last time step accepted, so that a code
     * is never accepted twice.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Whether an admin exists (each start, the set-up page) is asked of the few admins, not of every
    // account (110 ms at a million professionals).
    index('users_admins_idx')
      .on(t.id)
      .where(sql`${t.role} = 'admin'`),
    check('users_role_check', sql`${t.role} in ('professional', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When this session passed the second factor (required of admins before any admin route). */
    secondFactorAt: ts('second_factor_at'),
    /** When the session was last used, written at most every few minutes ('Sessões ativas'). */
    lastSeenAt: ts('last_seen_at'),
    /** A coarse place ('Recife, PE, BR') when the proxy in front tells it; null otherwise. */
    place: text('place'),
    /** SHA-256 of the browser's device cookie: a log-in from a device never seen before is told by e-mail. */
    deviceHash: text('device_hash'),
    /** SHA-256 of the token in that e-mail's 'Não fui eu' link, which ends this session. */
    endTokenHash: text('end_token_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_end_token_key').on(t.endTokenHash)],
);

/** The devices (browsers) an account has signed in from: a log-in from another is told by e-mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** The single-use recovery codes of a second factor, kept as SHA-256: ten at enrolment, each spent once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_confirmation', 'password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For an e-mail change: the new address, which becomes the account's once its link is followed. */
    newEmail: text('new_email'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('email_confirmation', 'password_reset', 'email_change')`,
    ),
  ],
);

/**
 * The professionals' GIN indexes write each entry into the index at once instead of into a pending
 * list that every search then reads in full until a vacuum merges it: on a table edited all day
 * (and on a server without autovacuum, never merged) the lists held up to 4 MB each, and a name
 * lookup that found nobody read 481 pages of one (29 ms at 100 000). An edit writes one row, so
 * the slower insert is one row's (migration 0029; docs/performance.md).
 */
const GIN_WITHOUT_PENDING_LIST = { fastupdate: false };

export const professionals = pgTable(
  'professionals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image'),
    /** The photo at a card's size (PROFILE_PHOTO_CARD_PX); null until it is written (an upload, or the housekeeping's backfill). */
    imageSmall: text('image_small'),
    description: text('description'),
    bio: text('bio'),
    instagram: text('instagram'),
    whatsappCountryCode: text('whatsapp_country_code').notNull().default('55'),
    whatsappNumber: text('whatsapp_number'),
    minPrice: integer('min_price'),
    isPriceNegotiable: boolean('is_price_negotiable').notNull().default(false),
    /** 'Emite nota fiscal': the professional can invoice a company (rules/profile-fields.ts). */
    issuesInvoice: boolean('issues_invoice').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    servicesSuspended: boolean('services_suspended').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /** The admin's last refusal of the verification, kept for the dashboard until the next review. */
    verificationRefusal: text('verification_refusal'),
    verificationRefusedAt: ts('verification_refused_at'),
    city: text('city'),
    state: text('state'),
    /** The IBGE code of the professional's own municipality: the city is chosen from the official list. */
    cityCode: integer('city_code'),
    /** Other municipalities (IBGE codes) where the professional plays in person, at most SERVICE_CITIES_MAX. */
    serviceCityCodes: integer('service_city_codes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Every municipality the professional serves in person (their own first), which the city filter reads. */
    placeCodes: integer('place_codes')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`case when city_code is null then service_city_codes else array_prepend(city_code, service_city_codes) end`,
      ),
    /** The instruments they play (slugs of the domain's constants/instruments). */
    instruments: textList('instruments'),
    /** The languages they work in (slugs of the domain's constants/languages). */
    languages: textList('languages'),
    /** The occasions they say they serve (slugs of constants/occasions); occasion_names adds their packages'. */
    occasions: textList('occasions'),
    country: text('country'),
    outsideBrazil: boolean('outside_brazil').notNull().default(false),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Of the approved reviews, those from a deal both sides confirmed: how many, and their stars summed. */
    hiredReviewCount: integer('hired_review_count').notNull().default(0),
    hiredRatingSum: integer('hired_rating_sum').notNull().default(0),
    /**
     * The 'Melhor avaliados' score (domain rules/rating.ts): a Bayesian average of the approved
     * reviews, a review from a confirmed deal counting HIRED_REVIEW_WEIGHT times, with the same
     * arithmetic as the pure rule, kept by the database with rating itself.
     */
    ratingScore: doublePrecision('rating_score')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `(${RATING_PRIOR_WEIGHT} * ${RATING_PRIOR_MEAN} + rating * review_count + ${HIRED_REVIEW_WEIGHT - 1} * hired_rating_sum) / (${RATING_PRIOR_WEIGHT} + review_count + ${HIRED_REVIEW_WEIGHT - 1} * hired_review_count)`,
        ),
      ),
    /** The price the filter compares: an absent minimum price counts as 0 (SPEC 5), kept by the database. */
    priceFilter: integer('price_filter')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(min_price, 0)`),
    /** The location the filter compares: the state, or 'Fora do Brasil' for a professional abroad. */
    locationFilter: text('location_filter').generatedAlwaysAs(
      sql.raw(`case when outside_brazil then '${OUTSIDE_BRAZIL_LOCATION}' else state end`),
    ),
    /**
     * Each specialty with each genre ('Beats' with 'Trap'), alone and in the location the filter
     * compares (facet_combos, migration 0049): a search of both, in a state or not, reads one short
     * list of entries instead of intersecting every Beats, every Trap and every São Paulo.
     */
    facetCombos: text('facet_combos')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `facet_combos(specialty_names, genre_names, case when outside_brazil then '${OUTSIDE_BRAZIL_LOCATION}' else state end)`,
        ),
      ),
    equipment: textList('equipment'),
    workDetails: text('work_details'),
    /** Unaccented, lower-cased name, specialties, genres and place: kept by triggers for search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Unaccented, lower-cased short description, package titles and portfolio titles: searched too,
     * ranked below the name and the catalogue (migration 0011 keeps it with triggers).
     */
    searchExtra: text('search_extra').notNull().default(''),
    /**
     * The whole words of search_text and search_extra (text_words_of, migration 0056): a query's word
     * is looked up whole in their index, as the words of search_words that hold it. A stored column,
     * so that a page read along an order's index tests a list it holds rather than splitting the
     * text again for each row it passes.
     */
    textWords: text('text_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql.raw(`text_words_of(search_text || E'\\n' || search_extra)`)),
    /**
     * Kept by triggers so the listing reads one row per professional: the names of the linked
     * specialties, genres and service types; whether the account's e-mail is confirmed; and until
     * when the latest subscription keeps the professional active (null when it does not).
     */
    specialtyNames: textList('specialty_names'),
    genreNames: textList('genre_names'),
    serviceTypeNames: textList('service_type_names'),
    /** The occasions the professional serves: those they picked and those their packages are for, kept by triggers. */
    occasionNames: textList('occasion_names'),
    accountConfirmed: boolean('account_confirmed').notNull().default(false),
    activeUntil: ts('active_until'),
    /** Whether clients' answers about replies earn 'Responde rápido'; rewritten with each answer. */
    respondsFast: boolean('responds_fast').notNull().default(false),
    /**
     * The median minutes to a first answer over the quote requests of the last 90 days (one left
     * past 48 h counting as never answered), from at least 3; null otherwise. Rewritten with each
     * answer and by the hourly pass as requests age (modules/requests).
     */
    responseMinutes: integer('response_minutes'),
    /** Deals both sides confirmed after a quote request (modules/requests). */
    dealsCount: integer('deals_count').notNull().default(0),
    /** Where a client pays a deposit (schemas/pix-key.ts): the key as the BR Code carries it, and the holder's name. */
    pixKeyKind: text('pix_key_kind', { enum: ['cpf', 'cnpj', 'phone', 'email', 'evp'] }),
    pixKey: text('pix_key'),
    pixHolderName: text('pix_holder_name'),
    /** How many days ahead the professional takes bookings; a later date is not free. */
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(BOOKING_HORIZON_DEFAULT_DAYS),
    /** A private iCalendar address imported on a schedule into busy days, with the last result. */
    calendarUrl: text('calendar_url'),
    calendarSyncedAt: ts('calendar_synced_at'),
    calendarSyncError: text('calendar_sync_error'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** The professional's customer at Asaas (Pix and boleto), created on the first checkout there. */
    asaasCustomerId: text('asaas_customer_id').unique(),
    /** When the listing rule first held for this profile: a first subscription's trial starts then. */
    firstListedAt: ts('first_listed_at'),
    /**
     * Whether the profile was listed when the notices last looked (modules/notices): a profile seen
     * listed and then not is told it left search, once.
     */
    listedKnown: boolean('listed_known').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('professionals_created_idx').on(t.createdAt),
    // A profile's readable address ends in the first 12 hexadecimal digits of its id
    // (domain rules/profile-path.ts): found through this index, without a column to keep.
    index('professionals_short_id_idx').on(sql`left(replace(${t.id}::text, '-', ''), 12)`),
    // The listing reads listed rows in each sort's exact order and stops at the page. The
    // conditions that do not depend on time are the indexes' predicate; the subscription's end is
    // compared in the query. (The indexes the count reads alone — professionals_listed_idx and,
    // for the price, minimum-rating and state filters, professionals_price_count_idx,
    // professionals_rating_count_idx and professionals_location_count_idx — are in migrations 0006,
    // 0008 and 0040: drizzle does not write INCLUDE.)
    index('professionals_top_rated_idx')
      .on(t.ratingScore.desc(), t.reviewCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isBlocked} and ${t.accountConfirmed}`),
    // Facet filters (`&&` on the name lists) combine these with the state index when selective.
    // Every GIN of the table writes its entries at once (GIN_WITHOUT_PENDING_LIST, migration 0029).
    index('professionals_specialty_names_idx').using('gin', t.specialtyNames).with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_genre_names_idx').using('gin', t.genreNames).with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_occasion_names_idx').using('gin', t.occasionNames).with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_instruments_idx').using('gin', t.instruments).with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_languages_idx').using('gin', t.languages).with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_place_codes_idx').using('gin', t.placeCodes).with(GIN_WITHOUT_PENDING_LIST),
    // Several facets at once ('Beats' and 'Trap' in two states): one GIN over all of them (btree_gin
    // for the state) intersects their entries inside the index, where the one-column indexes above
    // build a bitmap of every match of each facet and then intersect those (migration 0016). The
    // minimum ratings the search offers are entries too (rating_marks, migration 0048): a rating of
    // 4,5 or more read from the rating's index is a range of every such row, 158 000 entries on a
    // table edited since its last VACUUM, intersected with a genre's bitmap afterwards. So are the
    // price options (price_marks) and each specialty with each genre (facet_combos), migration 0050:
    // each match a GIN scan gives costs more than reading an entry it intersects inside the index.
    // So are the languages, and the 30-day period each professional joined in (created_marks,
    // migration 0052), and the steps of the 'Melhor avaliados' score and of the minimum price
    // (score_marks, min_price_marks, migration 0053): a deep page of an order is read among the
    // rows of its first steps (search.repository.ts' orderWindow).
    index('professionals_facets_idx')
      .using(
        'gin',
        t.locationFilter,
        t.specialtyNames,
        t.genreNames,
        t.serviceTypeNames,
        t.occasionNames,
        t.instruments,
        t.languages,
        t.placeCodes,
        sql`rating_marks(${t.rating})`,
        sql`price_marks(${t.priceFilter})`,
        t.facetCombos,
        sql`created_marks(${t.createdAt})`,
        sql`score_marks(${t.ratingScore})`,
        sql`min_price_marks(${t.minPrice})`,
      )
      .with(GIN_WITHOUT_PENDING_LIST),
    // The text's words by state and price option, as the text's trigrams (migration 0054): a word
    // asked with a state or a price is intersected with them inside the index.
    index('professionals_text_words_state_idx')
      .using('gin', t.locationFilter, sql`price_marks(${t.priceFilter})`, t.textWords)
      .with(GIN_WITHOUT_PENDING_LIST),
    // 'Melhor avaliados' with words lists first whoever has the whole query in the name: these find
    // them without reading every name (trigrams for three letters or more; letters and pairs of
    // letters, short_grams in migration 0015, for shorter queries such as 'bh').
    index('professionals_name_trgm_idx')
      .using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_name_grams_idx')
      .using('gin', sql`short_grams(lower(f_unaccent(${t.name})))`)
      .with(GIN_WITHOUT_PENDING_LIST),
    // Names find names (rules/search-names.ts): the name's words, so that a query that may be a name
    // is looked for among them in one lookup (the trigrams took milliseconds for a word like 'sao').
    index('professionals_name_words_idx')
      .using('gin', sql`string_to_array(regexp_replace(lower(f_unaccent(${t.name})), '[^[:alnum:]]+', ' ', 'g'), ' ')`)
      .with(GIN_WITHOUT_PENDING_LIST),
    index('professionals_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.isBlocked} and ${t.accountConfirmed}`),
    // The notices' passes (modules/notices) find who left search, and who entered it, through these
    // and not by reading every profile (10 s a pass at a million, at each server's start): those
    // out by a condition that does not depend on time (few, until told); those seen listed by their
    // end, the verification first (with 'only verified', all the unverified leave); and those not
    // seen listed by their end (few are active).
    index('professionals_known_out_idx')
      .on(t.id)
      .where(sql`${t.listedKnown} and (${t.isBlocked} or not ${t.accountConfirmed} or ${t.activeUntil} is null)`),
    index('professionals_known_until_idx')
      .on(t.verified, t.activeUntil)
      .where(sql`${t.listedKnown}`),
    index('professionals_unknown_until_idx')
      .on(t.activeUntil)
      .where(sql`not ${t.listedKnown} and not ${t.isBlocked} and ${t.accountConfirmed}`),
    // The photos still without their card-sized copy (modules/me/me-photo.service.ts), few once
    // written: each pass read the whole table for none (0,8 s a pass at a million).
    index('professionals_photos_without_card_idx')
      .on(t.id)
      .where(sql`${t.image} is not null and ${t.imageSmall} is null`),
    index('professionals_lowest_price_idx')
      .on(t.minPrice.asc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isBlocked} and ${t.accountConfirmed}`),
    check('professionals_min_price_check', sql`${t.minPrice} is null or ${t.minPrice} >= 0`),
    check('professionals_rating_check', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

/** The professional a row belongs to: the row goes when the professional goes. */
const professionalId = () =>
  uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' });

const lookup = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
  });

export const specialties = lookup('specialties');
export const genres = lookup('genres');
export const serviceTypes = lookup('service_types');

/**
 * A professional's link to a value of one catalogue list: one row per pair, the list's side indexed to
 * find the professionals of a value. The key keeps the list's own name (specialtyId, genreId, …).
 */
const professionalLink = <K extends string>(
  name: string,
  list: ReturnType<typeof lookup>,
  key: K,
  column: string,
  indexName: string,
) => {
  const listColumn = () =>
    integer(column)
      .notNull()
      .references(() => list.id, { onDelete: 'cascade' });
  const listId = { [key]: listColumn() } as Record<K, ReturnType<typeof listColumn>>;
  return pgTable(
    name,
    {
      professionalId: professionalId(),
      ...listId,
    },
    (t) => [primaryKey({ columns: [t.professionalId, t[key]] }), index(indexName).on(t[key])],
  );
};

export const professionalSpecialties = professionalLink(
  'professional_specialties',
  specialties,
  'specialtyId',
  'specialty_id',
  'professional_specialties_specialty_idx',
);
export const professionalGenres = professionalLink(
  'professional_genres',
  genres,
  'genreId',
  'genre_id',
  'professional_genres_genre_idx',
);
export const professionalServiceTypes = professionalLink(
  'professional_service_types',
  serviceTypes,
  'serviceTypeId',
  'service_type_id',
  'professional_service_types_type_idx',
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: professionalId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The price in cents ('350,50' keeps its 50); null when it is 'a combinar'. */
    priceCents: integer('price_cents'),
    /** 'A partir de R$ 800' rather than 'R$ 800'. */
    priceFrom: boolean('price_from').notNull().default(false),
    isPriceNegotiable: boolean('is_price_negotiable').notNull().default(false),
    /** What the package includes, a short list. */
    included: textList('included'),
    /** Hours for events, days for production; both null when not said. */
    durationValue: integer('duration_value'),
    durationUnit: text('duration_unit'),
    revisions: integer('revisions'),
    /** Occasion slugs (domain constants/occasions) that the package fits. */
    occasions: textList('occasions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_professional_idx').on(t.professionalId),
    check('services_price_cents_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check(
      'services_duration_check',
      sql`(${t.durationValue} is null) = (${t.durationUnit} is null) and (${t.durationUnit} is null or ${t.durationUnit} in ('hours', 'days'))`,
    ),
  ],
);

/**
 * Days a professional is not free, in Brazil's calendar. 'manual' days are marked in the area;
 * 'calendar' days come from the professional's imported calendar and are replaced at each import.
 */
export const busyDays = pgTable(
  'busy_days',
  {
    professionalId: professionalId(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.day, t.source] }),
    check('busy_days_source_check', sql`${t.source} in ('manual', 'calendar', 'deal')`),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: professionalId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type', { enum: ['audio', 'link'] })
      .notNull()
      .default('link'),
    /** Length of an uploaded audio file, read from the file itself; null for links. */
    durationSeconds: integer('duration_seconds'),
    /**
     * The address may play (the domain's PLAYABLE_URL_HINT; media-embed.ts' playableOf decides), kept
     * by the database: a card's query reads its playable items by index instead of matching the
     * pattern at each search, which cost about 4,5 ms of planning and matching per page of cards.
     */
    mayPlay: boolean('may_play')
      .notNull()
      .generatedAlwaysAs(sql.raw(`url ~* '${PLAYABLE_URL_HINT}'`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portfolio_items_professional_idx').on(t.professionalId),
    index('portfolio_items_playable_idx')
      .on(t.professionalId)
      .where(sql`may_play`),
    // A link, or a file uploaded to this app's storage (served under /media/ when stored locally).
    check('portfolio_items_url_check', sql`${t.url} ~* '^(https?://|/media/)'`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: professionalId(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    projectUrl: text('project_url'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Set when an admin approves or rejects; a rejected review is kept, unapproved, for the record. */
    moderatedAt: ts('moderated_at'),
    /**
     * A review reaches the admin only once its author follows the link sent to its e-mail; the
     * link's token is stored hashed and cleared on use. Unconfirmed reviews are deleted after a week.
     */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmedAt: ts('confirmed_at'),
    /** The reviewer's browser had recorded a contact click on this professional well before the review. */
    viaContact: boolean('via_contact').notNull().default(false),
    /**
     * Written by the client of a deal both sides confirmed ('Contratado pelo Palco'): kept when the
     * request itself is deleted, while deal_id (one review per deal) is then cleared.
     */
    hired: boolean('hired').notNull().default(false),
    dealId: uuid('deal_id')
      .unique()
      .references((): AnyPgColumn => quoteRequestRecipients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_professional_email_key').on(t.professionalId, sql`lower(${t.userEmail})`),
    index('reviews_public_idx').on(t.professionalId, t.isApproved, t.createdAt),
    // The reviews still waiting for their author's confirmation, few at any size: the hourly pass
    // that deletes those a week old reads them here instead of every review.
    // Every approved review, newest first: a landing page with many professionals walks it for its recent ones.
    index('reviews_newest_approved_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isApproved}`),
    index('reviews_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A specialty or genre a professional asked the catalogue for (schemas/catalogue-suggestions.ts).
 * `key` groups the names written alike ('Lo-fi', 'lofi'): the team decides once for all of them.
 */
export const catalogueSuggestions = pgTable(
  'catalogue_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: professionalId(),
    kind: text('kind', { enum: ['specialty', 'genre'] }).notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    note: text('note'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    approvedName: text('approved_name'),
    refusal: text('refusal'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('catalogue_suggestions_professional_key').on(t.professionalId, t.kind, t.key),
    index('catalogue_suggestions_pending_idx')
      .on(t.kind, t.key, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('catalogue_suggestions_kind_check', sql`${t.kind} in ('specialty', 'genre')`),
    check('catalogue_suggestions_status_check', sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);

/** The scam radar's patterns (rules/scam-radar.ts), which the team edits; seeded with the defaults. */
export const scamPatterns = pgTable('scam_patterns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  label: text('label').notNull(),
  phrases: text('phrases').array().notNull(),
  advice: text('advice').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * A text the radar flagged: a quote a professional sent (`professional_id`) or a request a client
 * made (`client_email`), with the patterns' labels as they read then, until the team reviews it.
 */
export const scamFlags = pgTable(
  'scam_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['quote', 'request', 'agreement'] }).notNull(),
    sourceId: uuid('source_id').notNull(),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'cascade' }),
    clientEmail: text('client_email'),
    labels: text('labels').array().notNull(),
    excerpt: text('excerpt').notNull(),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('scam_flags_source_key').on(t.kind, t.sourceId),
    index('scam_flags_open_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewedAt} is null`),
    index('scam_flags_professional_idx').on(t.professionalId),
    index('scam_flags_client_idx').on(sql`lower(${t.clientEmail})`),
    check('scam_flags_kind_check', sql`${t.kind} in ('quote', 'request', 'agreement')`),
  ],
);

export const reportReasons = pgTable('report_reasons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reason: text('reason').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const professionalReports = pgTable(
  'professional_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: professionalId(),
    reporterName: text('reporter_name').notNull(),
    reporterEmail: text('reporter_email').notNull(),
    reportReason: text('report_reason').notNull(),
    details: text('details').notNull(),
    visitorId: text('visitor_id').notNull(),
    status: text('status', { enum: ['pending', 'resolved', 'dismissed'] })
      .notNull()
      .default('pending'),
    isResolved: boolean('is_resolved').notNull().default(false),
    imageUrl: text('image_url'),
    /** The agreement ('Acordo') the report is about, by its code, when the reporter names one. */
    agreementCode: text('agreement_code'),
    createdAt: createdAt(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('professional_reports_visitor_key').on(t.professionalId, t.visitorId),
    index('professional_reports_status_idx').on(t.status, t.createdAt),
    check('professional_reports_status_check', sql`${t.status} in ('pending', 'resolved', 'dismissed')`),
  ],
);

export const professionalInteractions = pgTable(
  'professional_interactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: professionalId(),
    visitorId: text('visitor_id').notNull(),
    interactionType: text('interaction_type', { enum: ['profile_view', 'contact_click', 'share_click'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('professional_interactions_professional_idx').on(t.professionalId, t.createdAt),
    index('professional_interactions_visitor_idx').on(t.visitorId, t.professionalId),
    index('professional_interactions_created_idx').on(t.createdAt),
    check(
      'professional_interactions_type_check',
      sql`${t.interactionType} in ('profile_view', 'contact_click', 'share_click')`,
    ),
  ],
);

/** Whether the professional answered a client's contact, one answer per visitor and professional. */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    professionalId: professionalId(),
    visitorId: text('visitor_id').notNull(),
    answeredYes: boolean('answered_yes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.visitorId] })],
);

/**
 * How many times each professional's card was on a page of search results shown to a visitor, per
 * Brasília day. Counted in memory and written in batches (modules/funnel/appearances.ts), never one
 * write per card.
 */
export const searchAppearances = pgTable(
  'search_appearances',
  {
    professionalId: professionalId(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.day] }), index('search_appearances_day_idx').on(t.day)],
);

/**
 * What the searches that showed a card asked for, per day: the words typed (normalised) and the
 * cities filtered, nothing else. At most APPEARANCE_TERMS_MAX values of each kind per professional
 * and day are kept, so a flood of odd searches cannot grow the table.
 */
export const searchAppearanceTerms = pgTable(
  'search_appearance_terms',
  {
    professionalId: professionalId(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['words', 'city'] }).notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.day, t.kind, t.value] }),
    index('search_appearance_terms_day_idx').on(t.day),
    check('search_appearance_terms_kind_check', sql`${t.kind} in ('words', 'city')`),
  ],
);

export const profileViews = pgTable('profile_views', {
  professionalId: uuid('professional_id')
    .primaryKey()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  viewCount: integer('view_count').notNull().default(0),
  contactClicks: integer('contact_clicks').notNull().default(0),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    professionalId: professionalId(),
    provider: text('provider', { enum: ['test', 'stripe', 'asaas'] }).notNull(),
    /** The provider's ids: unique per provider, never across them. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** How it is paid: card, pix_automatico, pix or boleto (null when the provider did not say). */
    paymentMethod: text('payment_method'),
    status: text('status').notNull(),
    currentPeriodEndsAt: ts('current_period_ends_at'),
    trialEndsAt: ts('trial_ends_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Provider's own timestamp of the state we hold, to ignore events that arrive out of order. */
    providerUpdatedAt: ts('provider_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_latest_idx').on(t.professionalId, t.updatedAt),
    uniqueIndex('subscriptions_provider_ref_idx').on(t.provider, t.providerSubscriptionId),
    // The trials that wait for their listing, few at any size: where the hourly pass starts them from.
    index('subscriptions_waiting_trial_idx')
      .on(t.professionalId)
      .where(sql`${t.status} = 'trialing' and ${t.trialEndsAt} is null and ${t.currentPeriodEndsAt} is null`),
    // The notices of trials ending and of Pix or boleto charges coming (modules/notices) read the
    // dates about to come here, not every subscription (150 ms a pass at a million).
    index('subscriptions_trial_ends_idx')
      .on(t.trialEndsAt)
      .where(sql`${t.status} = 'trialing'`),
    index('subscriptions_asaas_period_idx')
      .on(t.currentPeriodEndsAt)
      .where(sql`${t.provider} = 'asaas'`),
  ],
);

/** Webhook events applied, once each: an event id is unique within its provider. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').notNull(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

/** Notices sent once per occasion (the trial ending, for one subscription's trial end): a second pass sends nothing. */
export const sentNotices = pgTable(
  'sent_notices',
  {
    professionalId: professionalId(),
    kind: text('kind').notNull(),
    /** What the notice was about (a subscription and its trial end): the same occasion is told once. */
    ref: text('ref').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.kind, t.ref] })],
);

/**
 * A quote request: one brief a client sends to up to five professionals at once. Nothing reaches
 * them until the client follows the link e-mailed to the request's address (`confirmed_at`); the
 * same link opens the client's private page of answers, and every later e-mail to the client
 * carries it again, so its token is kept as it is (it opens nothing but this row and its answers).
 * Deleted with its answers REQUEST_RETENTION_DAYS after it was made.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientWhatsapp: text('client_whatsapp'),
    occasion: text('occasion'),
    eventDate: date('event_date', { mode: 'string' }),
    city: text('city'),
    online: boolean('online').notNull().default(false),
    package: text('package'),
    description: text('description').notNull(),
    budget: text('budget'),
    /** Hashes of the browser's visitor id and of the internet address, for the daily limits. */
    visitorHash: text('visitor_hash'),
    addressHash: text('address_hash'),
    confirmedAt: ts('confirmed_at'),
    /** An admin took it out of sight (abuse): the professionals no longer see it. */
    hiddenAt: ts('hidden_at'),
    /** When the client was asked by e-mail, after the event, whether they closed with someone. */
    dealAskedAt: ts('deal_asked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_requests_email_idx').on(sql`lower(${t.clientEmail})`, t.createdAt),
    index('quote_requests_address_idx').on(t.addressHash, t.createdAt),
    index('quote_requests_created_idx').on(t.createdAt),
    index('quote_requests_confirmed_idx').on(t.confirmedAt),
  ],
);

/** One professional's copy of a request, and their answer: a quote or a decline. */
export const quoteRequestRecipients = pgTable(
  'quote_request_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    professionalId: professionalId(),
    /** pending, quoted or declined. */
    status: text('status').notNull().default('pending'),
    answeredAt: ts('answered_at'),
    quotePriceCents: integer('quote_price_cents'),
    quoteIncluded: text('quote_included'),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    quoteConditions: text('quote_conditions'),
    declineReason: text('decline_reason'),
    declineText: text('decline_text'),
    /**
     * 'Fechou negócio?', asked of each side once there is a quote: each answer with its time. The
     * deal is recorded (`deal_confirmed_at`) only when both said yes; then neither can change it.
     */
    clientDeal: boolean('client_deal'),
    clientDealAt: ts('client_deal_at'),
    professionalDeal: boolean('professional_deal'),
    professionalDealAt: ts('professional_deal_at'),
    dealConfirmedAt: ts('deal_confirmed_at'),
    /** When the professional was asked by e-mail, after the event, whether the deal was closed. */
    dealAskedAt: ts('deal_asked_at'),
    /** Reminders of a request left unanswered already sent: 1 after the 4 h one, 2 after the 24 h one. */
    remindersSent: integer('reminders_sent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quote_request_recipients_key').on(t.requestId, t.professionalId),
    index('quote_request_recipients_professional_idx').on(t.professionalId, t.status),
    check('quote_request_recipients_status_check', sql`${t.status} in ('pending', 'quoted', 'declined')`),
  ],
);

/**
 * A browser or installed app that agreed to receive this person's push notifications: the push
 * service's address for it and the keys its messages are encrypted with (RFC 8291). Deleted when
 * the push service answers 404 or 410 (the browser dropped it) or the person turns pushes off there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A push that arrived within the person's quiet hours: sent by the hourly pass once `due_at` comes. */
export const deferredPushes = pgTable(
  'deferred_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push's title, body, page and kind (domain `PushNotice`). */
    notice: jsonb('notice').notNull(),
    dueAt: ts('due_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deferred_pushes_due_idx').on(t.dueAt)],
);

/**
 * An agreement ('Acordo') opened from a quote: its public code (on the PDF and in the deposit's Pix
 * code), the client's name and address (kept with it: the agreement outlives the request, which is
 * deleted after REQUEST_RETENTION_DAYS), the version in force and, once both accepted it, when; the
 * deposit counts as paid only when the professional marks it seen in the statement; a cancellation
 * records who cancelled and when.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    recipientId: uuid('recipient_id').references(() => quoteRequestRecipients.id, { onDelete: 'set null' }),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    acceptedAt: ts('accepted_at'),
    depositReceivedAt: ts('deposit_received_at'),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: ['client', 'professional'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agreements_recipient_key').on(t.recipientId),
    index('agreements_professional_idx').on(t.professionalId),
    check('agreements_cancelled_by_check', sql`${t.cancelledBy} in ('client', 'professional')`),
  ],
);

/** The e-mails of an agreement's days (a week before, the day before, the day after), each sent once. */
export const agreementReminders = pgTable(
  'agreement_reminders',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['week_before', 'day_before', 'day_after'] }).notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.kind] }),
    check('agreement_reminders_kind_check', sql`${t.kind} in ('week_before', 'day_before', 'day_after')`),
  ],
);

/**
 * Each version of an agreement as proposed (`content`: the terms, the parties, the Pix key), the
 * SHA-256 of its text, and each side's acceptance: when, and from which e-mail address the link went to.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    contentSha256: text('content_sha256').notNull(),
    proposedBy: text('proposed_by', { enum: ['client', 'professional'] }).notNull(),
    createdAt: createdAt(),
    clientAcceptedAt: ts('client_accepted_at'),
    clientAcceptedEmail: text('client_accepted_email'),
    professionalAcceptedAt: ts('professional_accepted_at'),
    professionalAcceptedEmail: text('professional_accepted_email'),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.version] }),
    check('agreement_versions_proposed_by_check', sql`${t.proposedBy} in ('client', 'professional')`),
  ],
);

/**
 * The private links to an agreement, one per e-mail sent, each for one side: kept as the SHA-256 of
 * the token (the link itself only travels by e-mail, which is what makes an acceptance the address's).
 */
export const agreementLinks = pgTable(
  'agreement_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    party: text('party', { enum: ['client', 'professional'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreement_links_agreement_idx').on(t.agreementId),
    check('agreement_links_party_check', sql`${t.party} in ('client', 'professional')`),
  ],
);

/** Every PDF of an agreement handed out, by the SHA-256 of its bytes: what /acordos/verificar reads an uploaded file against. */
export const agreementDocuments = pgTable('agreement_documents', {
  sha256: text('sha256').primaryKey(),
  agreementId: uuid('agreement_id')
    .notNull()
    .references(() => agreements.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  issuedAt: createdAt(),
});

/**
 * Every whole word of the professionals' search texts (text_words, migration 0056) with the number of
 * professionals whose text holds it, kept by a trigger as each professional is written: a word
 * leaves with the last text that held it. A query's word is looked for here by its trigrams, among
 * a few thousand words instead of a million texts, and the words that hold it are then looked up
 * whole in the professionals' index of words.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey(), holders: integer('holders').notNull() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Readings over the whole listing (the landing pages that exist, the names' words, the filters'
 * counts) that one server makes for all (lib/shared-reading.ts): the value, when it was read by the
 * app's clock, and until when a server that took the reading may keep it before another may.
 */
export const sharedReadings = pgTable('shared_readings', {
  name: text('name').primaryKey(),
  value: jsonb('value'),
  readAt: ts('read_at'),
  claimedUntil: ts('claimed_until'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
