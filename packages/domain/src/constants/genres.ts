/**
 * The musical genres a professional can pick and a client can filter by: the ones Brazil plays,
 * regional ones included, in the groups the filter panel and the profile editor show them in. The
 * name is what is stored (in the genres table) and read. `words` are other spellings and the words
 * for someone who plays it, which the search understands as the genre ('pisadinha', 'sambista').
 * `family`: the broader genre it belongs to: a search for the family finds it too ('funk' finds
 * Funk carioca and Brega funk), a search for it finds only it ('brega funk' is not every funk).
 */
export interface Genre {
  readonly name: string;
  readonly words: readonly string[];
  readonly family?: string;
}

export interface GenreGroup {
  readonly label: string;
  readonly genres: readonly Genre[];
}

export const GENRE_GROUPS = [
  {
    label: 'Samba, MPB e choro',
    genres: [
      { name: 'MPB', words: ['musica popular brasileira'] },
      { name: 'Samba', words: ['sambista', 'roda de samba'] },
      { name: 'Samba de raiz', words: ['samba raiz'], family: 'Samba' },
      { name: 'Samba-enredo', words: ['samba enredo', 'escola de samba'], family: 'Samba' },
      { name: 'Pagode', words: ['pagodeiro'] },
      { name: 'Choro', words: ['chorinho', 'chorao'] },
      { name: 'Bossa nova', words: ['bossa'] },
    ],
  },
  {
    label: 'Nordeste e Norte',
    genres: [
      { name: 'Forró', words: ['forrozeiro', 'forro pe de serra', 'pe de serra'] },
      { name: 'Piseiro', words: ['pisadinha'], family: 'Forró' },
      { name: 'Xote', words: ['xoteiro'], family: 'Forró' },
      { name: 'Baião', words: [], family: 'Forró' },
      { name: 'Arrocha', words: [] },
      { name: 'Brega', words: ['bregueiro'] },
      { name: 'Brega funk', words: ['bregafunk'], family: 'Brega' },
      { name: 'Tecnobrega', words: ['tecno brega', 'aparelhagem'], family: 'Brega' },
      { name: 'Axé', words: ['axe music'] },
      { name: 'Pagode baiano', words: ['pagodao'], family: 'Axé' },
      { name: 'Frevo', words: [] },
      { name: 'Maracatu', words: [] },
    ],
  },
  {
    label: 'Sertanejo e caipira',
    genres: [
      { name: 'Sertanejo', words: ['sertaneja'] },
      { name: 'Sertanejo universitário', words: ['universitario'], family: 'Sertanejo' },
      { name: 'Modão', words: ['moda de viola', 'sertanejo raiz'], family: 'Sertanejo' },
      { name: 'Música caipira', words: ['caipira', 'musica de viola'] },
    ],
  },
  {
    label: 'Funk, rap e urbanos',
    genres: [
      { name: 'Funk', words: ['funkeiro', 'baile funk'] },
      { name: 'Funk carioca', words: ['funk rj'], family: 'Funk' },
      { name: 'Funk paulista', words: ['funk sp', 'funk ostentacao'], family: 'Funk' },
      { name: 'Hip Hop', words: ['hiphop', 'hip-hop'] },
      { name: 'Rap', words: ['rapper'] },
      { name: 'Trap', words: [] },
      { name: 'Drill', words: [] },
      { name: 'R&B', words: ['rnb', 'r and b'] },
      { name: 'Soul', words: [] },
      { name: 'Reggaeton', words: ['regueton'] },
    ],
  },
  {
    label: 'Pop, rock e eletrônica',
    genres: [
      { name: 'Pop', words: [] },
      { name: 'Rock', words: ['roqueiro'] },
      { name: 'Indie', words: [] },
      { name: 'Metal', words: ['heavy metal', 'metaleiro'], family: 'Rock' },
      { name: 'Reggae', words: ['reggaeiro'] },
      { name: 'Eletrônico', words: ['eletronica', 'musica eletronica', 'edm'] },
      { name: 'House', words: [], family: 'Eletrônico' },
      { name: 'Techno', words: ['tecno'], family: 'Eletrônico' },
      { name: 'Lo-fi', words: ['lofi', 'lo fi'] },
    ],
  },
  {
    label: 'Gospel, jazz e instrumental',
    genres: [
      { name: 'Gospel', words: ['musica gospel'] },
      { name: 'Louvor', words: ['adoracao', 'worship'], family: 'Gospel' },
      { name: 'Jazz', words: [] },
      { name: 'Blues', words: [] },
      { name: 'Erudito', words: ['musica classica', 'classica', 'erudita'] },
      { name: 'Instrumental', words: [] },
      { name: 'Trilha sonora', words: ['trilha', 'trilhas sonoras', 'soundtrack'] },
    ],
  },
] as const satisfies readonly GenreGroup[];

const ALL: readonly Genre[] = GENRE_GROUPS.flatMap((group): readonly Genre[] => group.genres);

/** The groups as lists of names, as the filter panel and the profile editor show them. */
export const GENRE_SECTIONS: readonly { label: string; values: readonly string[] }[] = GENRE_GROUPS.map((group) => ({
  label: group.label,
  values: group.genres.map((genre) => genre.name),
}));

/** Every genre's name, in the groups' order. */
export const GENRES: readonly string[] = ALL.map((g) => g.name);

/** The genre and, for a family, every genre that belongs to it ('Funk' → Funk, Funk carioca, Funk paulista). */
export function genreWithFamily(name: string): string[] {
  return [name, ...ALL.filter((g) => g.family === name).map((g) => g.name)];
}

/** Every genre with its spellings, as the search's vocabulary reads them. */
export const GENRE_LIST: readonly Genre[] = ALL;
