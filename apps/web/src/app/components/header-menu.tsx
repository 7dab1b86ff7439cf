import { Menu, Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { NavEntry } from './header';

/** The small screens' menu, loaded the first time it is opened (it is open as it mounts). */
export default function HeaderMenu({ entries }: { entries: NavEntry[] }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Abrir menu">
          <Menu aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => navigate('/profissionais')}>
          <Search aria-hidden />
          Buscar profissionais
        </DropdownMenuItem>
        {entries.map((entry) => {
          const Icon = entry.icon;
          return (
            <DropdownMenuItem key={entry.label} onSelect={() => (entry.to ? navigate(entry.to) : entry.onSelect?.())}>
              <Icon aria-hidden />
              {entry.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
