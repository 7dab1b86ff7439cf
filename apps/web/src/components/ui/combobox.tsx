import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * The keyboard and ARIA of a text field with a list of suggestions (WAI-ARIA 1.2 combobox with a
 * listbox popup): the focus stays in the field while ArrowDown/ArrowUp move the active option
 * (aria-activedescendant), Enter picks it, Escape closes the list, Tab leaves without picking.
 * Enter with no active option is left to the caller (a form submits its text).
 */
export function useCombobox<T>({
  items,
  open,
  onOpenChange,
  onPick,
}: {
  items: readonly T[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: T) => void;
}) {
  const listboxId = useId();
  const [active, setActive] = useState(-1);
  const [shownItems, setShownItems] = useState(items);
  // A new list starts with nothing active: Enter then means the typed text. (Two empty lists are
  // the same list, whatever their identity.)
  if (shownItems !== items && (items.length > 0 || shownItems.length > 0)) {
    setShownItems(items);
    setActive(-1);
  }
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (!expanded || active < 0) return;
    const option = document.getElementById(`${listboxId}-${active}`);
    // Keeps the active option in view in a list that scrolls (not every environment can scroll).
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, listboxId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          onOpenChange(true);
          setActive(down ? 0 : count - 1);
        } else {
          setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        }
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && active < count) {
          event.preventDefault();
          onPick(items[active]!);
          onOpenChange(false);
        }
        return;
      case 'Escape':
        if (expanded) {
          // Only closes: the browser would otherwise also empty a search field.
          event.preventDefault();
          onOpenChange(false);
          setActive(-1);
        }
        return;
      case 'Tab':
        onOpenChange(false);
        return;
    }
  };

  return {
    listboxId,
    expanded,
    active,
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      // The field keeps the focus (and the keyboard) while an option is clicked.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onMouseMove: () => {
        if (index !== active) setActive(index);
      },
      onClick: () => {
        onPick(items[index]!);
        onOpenChange(false);
      },
    }),
  };
}

/** Waits `ms` after the last change before answering the new value (typing, then a lookup). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
