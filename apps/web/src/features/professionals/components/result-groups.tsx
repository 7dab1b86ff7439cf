import type { Presence } from '@app/domain/rules/search-places';
import type { SearchCard, SearchResult } from '@app/domain/schemas/api/professionals';
import { Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The heading over each group of a search that names a place; who plays there needs none. */
const GROUP_HEADINGS: Record<Presence, string | null> = {
  in_person: null,
  online: 'Atendem online, de qualquer cidade',
  other: 'Outros resultados',
};

/** Consecutive cards that stand alike for the place (all of them, for a search that names none). */
function groupsOf(items: readonly SearchCard[]) {
  const groups: { presence: Presence | undefined; items: SearchCard[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.presence === item.presence) last.items.push(item);
    else groups.push({ presence: item.presence, items: [item] });
  }
  return groups;
}

/**
 * For a search that names a place, the count of both groups, to be read one after the other:
 * ['3 em São Paulo (SP)', '18 online'], or ['3 em Conceição de Macabu (RJ)', 'muitos online'] when
 * only those online are too many to count (null when it names none, when nobody works online, or
 * when who plays there is too many).
 */
export function presenceSummary(presence: SearchResult['presence']): [string, string] | null {
  if (!presence || presence.online === 0 || (presence.lower_bound && !presence.in_person_exact)) return null;
  const where = presence.place ? `em ${presence.place}` : 'nas cidades buscadas';
  const online = presence.lower_bound ? 'muitos' : presence.online;
  return [`${presence.in_person} ${where}`, `${online} online`];
}

/**
 * The cards of a page of results, each group under its heading: who plays in the place first, then
 * who works online from elsewhere, then anyone else the words found.
 */
export function ResultGroups({
  items,
  className,
  renderCard,
}: {
  items: readonly SearchCard[];
  className?: string;
  renderCard: (professional: SearchCard, index: number) => ReactNode;
}) {
  let index = 0;
  return groupsOf(items).map((group, i) => {
    const heading = group.presence ? GROUP_HEADINGS[group.presence] : null;
    return (
      <section key={`${group.presence ?? 'all'}-${i}`} aria-label={heading ?? undefined} className="min-w-0">
        {heading ? (
          <h3 className="mt-6 flex items-center gap-2 text-base font-semibold text-ink">
            <Globe aria-hidden className="size-4 text-brand-700" />
            {heading}
          </h3>
        ) : null}
        <ul className={cn(className, heading && 'sm:mt-3')}>
          {group.items.map((professional) => (
            <li key={professional.id} className="min-w-0">
              {renderCard(professional, index++)}
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
