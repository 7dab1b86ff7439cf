import { useSearchParams } from 'react-router';

type ParamsPatch = Record<string, string | null>;

/**
 * The admin lists keep their state (search, filter, page) in the address. `update` sets the given
 * keys and removes those given null, replacing the history entry; `page` is read from 'pagina'.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const update = (patch: ParamsPatch) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const setPage = (p: number) => update({ pagina: p > 1 ? String(p) : null });
  return { params, page, update, setPage };
}
