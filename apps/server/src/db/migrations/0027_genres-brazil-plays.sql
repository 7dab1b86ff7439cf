-- The genres Brazil plays (packages/domain/src/constants/genres.ts): 49 in all, regional ones
-- included. The catalogue's seed adds any missing genre at every start; this adds them at once, so
-- that the profiles below can be given theirs.
INSERT INTO genres (name) VALUES
  ('Samba de raiz'),
  ('Samba-enredo'),
  ('Choro'),
  ('Bossa nova'),
  ('Piseiro'),
  ('Xote'),
  ('Baião'),
  ('Arrocha'),
  ('Brega'),
  ('Brega funk'),
  ('Tecnobrega'),
  ('Pagode baiano'),
  ('Frevo'),
  ('Maracatu'),
  ('Sertanejo universitário'),
  ('Modão'),
  ('Música caipira'),
  ('Funk carioca'),
  ('Funk paulista'),
  ('Drill'),
  ('R&B'),
  ('Soul'),
  ('Reggaeton'),
  ('Metal'),
  ('House'),
  ('Techno'),
  ('Lo-fi'),
  ('Louvor'),
  ('Blues'),
  ('Erudito'),
  ('Instrumental'),
  ('Trilha sonora')
ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- Before, the search read these genres' words as the broader genre ('piseiro' was Forró, 'brega
-- funk' was Funk). A professional of that broader genre whose own texts (name, lists, description,
-- packages' and portfolio's titles) name one of them plays it: they get it too, so that a search
-- for it still finds them. The lists' triggers refresh each row's names and search text.
INSERT INTO professional_genres (professional_id, genre_id)
SELECT p.id, g.id
FROM (VALUES
    ('Samba de raiz', 'Samba', ARRAY['samba de raiz', 'samba raiz']),
    ('Samba-enredo', 'Samba', ARRAY['samba enredo', 'samba-enredo', 'escola de samba']),
    ('Piseiro', 'Forró', ARRAY['piseiro', 'pisadinha']),
    ('Xote', 'Forró', ARRAY['xote']),
    ('Baião', 'Forró', ARRAY['baiao']),
    ('Brega funk', 'Funk', ARRAY['brega funk', 'bregafunk']),
    ('Funk carioca', 'Funk', ARRAY['funk carioca', 'funk rj']),
    ('Funk paulista', 'Funk', ARRAY['funk paulista', 'funk sp', 'funk ostentacao']),
    ('Sertanejo universitário', 'Sertanejo', ARRAY['sertanejo universitario']),
    ('Modão', 'Sertanejo', ARRAY['modao', 'moda de viola', 'sertanejo raiz']),
    ('House', 'Eletrônico', ARRAY['house']),
    ('Techno', 'Eletrônico', ARRAY['techno']),
    ('Louvor', 'Gospel', ARRAY['louvor', 'adoracao', 'worship']),
    ('Pagode baiano', 'Pagode', ARRAY['pagode baiano', 'pagodao'])
  ) AS m(genre, family, words)
  JOIN genres g ON g.name = m.genre
  JOIN professionals p ON m.family = ANY (p.genre_names)
WHERE EXISTS (
  SELECT 1 FROM unnest(m.words) AS w(word)
  WHERE p.search_text LIKE '%' || w.word || '%' OR p.search_extra LIKE '%' || w.word || '%'
)
ON CONFLICT DO NOTHING;
